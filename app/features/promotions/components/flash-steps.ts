// The flash-package widget's states (spec section 4): collapsed, then the content with 3 steps
// shown one by one, each turning to success after 2 s, then "Vezi oferta" reveals the offer; a
// minimise control hides the content, and opening it again resumes where it was.
import { FLASH_PACKAGE_STEPS, FLASH_STEP_DELAY_MS } from "./widget-constants";

export interface FlashState {
  open: boolean;
  /** Steps that turned to success (0 … 3). */
  done: number;
  /** "Vezi oferta" was chosen: the offer replaces the steps. */
  offer: boolean;
}

export type FlashEvent =
  | { type: "open" }
  /** The running step (its index) turned to success; a late or repeated tick changes nothing. */
  | { type: "tick"; step: number }
  | { type: "view-offer" }
  | { type: "minimize" };

export type FlashView = "collapsed" | "steps" | "offer";

export const INITIAL_FLASH_STATE: FlashState = { open: false, done: 0, offer: false };

export function flashReducer(state: FlashState, event: FlashEvent): FlashState {
  switch (event.type) {
    case "open":
      return state.open ? state : { ...state, open: true };
    case "tick":
      // The steps run only while the content is on screen.
      return state.open && state.done < FLASH_PACKAGE_STEPS && event.step === state.done
        ? { ...state, done: state.done + 1 }
        : state;
    case "view-offer":
      return state.open && stepsDone(state) && !state.offer ? { ...state, offer: true } : state;
    case "minimize":
      return state.open ? { ...state, open: false } : state;
  }
}

export function flashView(state: FlashState): FlashView {
  if (!state.open) return "collapsed";
  return state.offer ? "offer" : "steps";
}

export function stepsDone(state: FlashState): boolean {
  return state.done >= FLASH_PACKAGE_STEPS;
}

/** The steps on screen: the finished ones and the one running, each with its status. */
export function visibleSteps(state: FlashState): ("running" | "success")[] {
  const shown = Math.min(state.done + 1, FLASH_PACKAGE_STEPS);
  return Array.from({ length: shown }, (_, i) => (i < state.done ? "success" : "running"));
}

/** How long until the running step turns to success, or null when nothing is running. */
export function nextTickDelay(state: FlashState): number | null {
  return flashView(state) === "steps" && !stepsDone(state) ? FLASH_STEP_DELAY_MS : null;
}

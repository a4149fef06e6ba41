// The puzzle's life (spec section 4): notStarted → started (a level picked) → completed (solved)
// or expired (time ran out); the back arrow from any of the last three returns to notStarted
// and takes the voucher back. Pure: the popup feeds it clock readings and runs its commands.
import type { PuzzleLevel } from "../types";

export type PuzzleState =
  | { status: "notStarted" }
  | {
      status: "started";
      level: PuzzleLevel;
      /** Epoch ms at which the time runs out. */
      deadline: number;
      /** Set once solved: the clock stops there for the 1 s pause before completed. */
      stoppedWithMs: number | null;
    }
  | {
      status: "completed";
      level: PuzzleLevel;
      /** The code is in the voucher cookie (0.5 s after completed, or on closing sooner). */
      granted: boolean;
    }
  | { status: "expired"; level: PuzzleLevel };

export type PuzzleEvent =
  | { type: "start"; level: PuzzleLevel; now: number }
  /** Every piece is in place. */
  | { type: "solve"; now: number }
  /** The pause after solving is over. */
  | { type: "complete" }
  /** The pause after completing is over: confetti and the code. */
  | { type: "grant" }
  | { type: "tick"; now: number }
  /** The back arrow. */
  | { type: "back" }
  /** The popup closes. */
  | { type: "close" };

export type PuzzleCommand = "set-voucher" | "expire-voucher" | "confetti";

export interface PuzzleStep {
  state: PuzzleState;
  commands: PuzzleCommand[];
}

export const NOT_STARTED: PuzzleState = { status: "notStarted" };

const MINUTE_MS = 60_000;

/** The next state and what the popup must do; an event that does not apply changes nothing. */
export function transition(state: PuzzleState, event: PuzzleEvent): PuzzleStep {
  const stay: PuzzleStep = { state, commands: [] };
  switch (event.type) {
    case "start":
      if (state.status !== "notStarted") return stay;
      return {
        state: {
          status: "started",
          level: event.level,
          deadline: event.now + event.level.minutes * MINUTE_MS,
          stoppedWithMs: null,
        },
        commands: [],
      };
    case "solve":
      if (state.status !== "started" || state.stoppedWithMs !== null) return stay;
      if (event.now >= state.deadline) return expire(state);
      return { state: { ...state, stoppedWithMs: state.deadline - event.now }, commands: [] };
    case "tick":
      if (state.status !== "started" || state.stoppedWithMs !== null) return stay;
      return event.now >= state.deadline ? expire(state) : stay;
    case "complete":
      if (state.status !== "started" || state.stoppedWithMs === null) return stay;
      return { state: { status: "completed", level: state.level, granted: false }, commands: [] };
    case "grant":
      if (state.status !== "completed" || state.granted) return stay;
      return { state: { ...state, granted: true }, commands: ["set-voucher", "confetti"] };
    case "close":
      // Closed during the half second before the confetti: the prize it announced still counts.
      if (state.status !== "completed" || state.granted) return stay;
      return { state: { ...state, granted: true }, commands: ["set-voucher"] };
    case "back":
      if (state.status === "notStarted") return stay;
      return { state: NOT_STARTED, commands: ["expire-voucher"] };
  }
}

function expire(state: Extract<PuzzleState, { status: "started" }>): PuzzleStep {
  return { state: { status: "expired", level: state.level }, commands: [] };
}

/** Time left on the clock in ms: frozen once solved, never below 0. */
export function remainingMs(state: PuzzleState, now: number): number {
  if (state.status !== "started") return 0;
  return state.stoppedWithMs ?? Math.max(0, state.deadline - now);
}

/** "mm:ss", whole seconds rounded up: the clock reads 00:00 only when the time is out. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return `${mm}:${ss}`;
}

/** Whole minutes begun: the screen-reader announcement changes once a minute, not every second. */
export function minutesBegun(ms: number): number {
  return Math.max(0, Math.ceil(ms / MINUTE_MS));
}

// The event a surprise popup sends when it closes (spec section 4): see SURPRISE_TOGGLE_EVENT.
import { SURPRISE_TOGGLE_EVENT } from "./widget-constants";

export interface SurpriseToggleDetail {
  /** The campaign's slug. */
  campaign: string;
  open: boolean;
}

/** Sends the toggle event on `target` (the window in the browser). */
export function emitSurpriseToggle(target: EventTarget, detail: SurpriseToggleDetail): void {
  target.dispatchEvent(new CustomEvent<SurpriseToggleDetail>(SURPRISE_TOGGLE_EVENT, { detail }));
}

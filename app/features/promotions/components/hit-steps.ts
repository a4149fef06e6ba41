// The click-through of the surprise popups and the fortune cookie (spec section 4): each click
// moves one step on, the last step hands out the prize, and a click after it closes the popup.

export interface StepPlan {
  /** The hit count of the last step. */
  last: number;
  /** The hit count at which the voucher (or the draw) is given. */
  grantAt: number;
}

/** Egg, heart, discount and cinema popups: 0 → 1 → 2 (voucher, confetti), then close. */
export const SURPRISE_STEPS: StepPlan = { last: 2, grantAt: 2 };
/** The ten-lei egg: the first click adds the voucher, the second closes. */
export const TEN_LEI_STEPS: StepPlan = { last: 1, grantAt: 1 };
/** Fortune cookie: 0 → 1 (luck) → 2 (the draw), then close. */
export const FORTUNE_STEPS: StepPlan = { last: 2, grantAt: 2 };

export type HitOutcome = { type: "advance"; hits: number; grant: boolean } | { type: "close" };

export function nextHit(hits: number, plan: StepPlan): HitOutcome {
  if (hits >= plan.last) return { type: "close" };
  const next = hits + 1;
  return { type: "advance", hits: next, grant: next === plan.grantAt };
}

export function surpriseSteps(variant: string | null): StepPlan {
  return variant === "ten-lei" ? TEN_LEI_STEPS : SURPRISE_STEPS;
}

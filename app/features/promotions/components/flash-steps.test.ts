import { describe, expect, it } from "vitest";
import {
  type FlashEvent,
  type FlashState,
  flashReducer,
  flashView,
  INITIAL_FLASH_STATE,
  nextTickDelay,
  visibleSteps,
} from "./flash-steps";

/** Applies events by name; a "tick" finishes the step running at that moment. */
const run = (events: FlashEvent["type"][], from: FlashState = INITIAL_FLASH_STATE) =>
  events.reduce(
    (state, type) =>
      flashReducer(state, type === "tick" ? { type, step: state.done } : ({ type } as FlashEvent)),
    from,
  );

describe("flash package steps", () => {
  it("starts collapsed, with no step running", () => {
    expect(flashView(INITIAL_FLASH_STATE)).toBe("collapsed");
    expect(nextTickDelay(INITIAL_FLASH_STATE)).toBeNull();
    // Ticks while collapsed change nothing.
    expect(run(["tick", "tick"])).toEqual(INITIAL_FLASH_STATE);
  });

  it("shows the 3 steps one by one, each turning to success after 2 s", () => {
    let state = run(["open"]);
    expect(flashView(state)).toBe("steps");
    expect(visibleSteps(state)).toEqual(["running"]);
    expect(nextTickDelay(state)).toBe(2000);
    state = run(["tick"], state);
    expect(visibleSteps(state)).toEqual(["success", "running"]);
    state = run(["tick"], state);
    expect(visibleSteps(state)).toEqual(["success", "success", "running"]);
    state = run(["tick"], state);
    expect(visibleSteps(state)).toEqual(["success", "success", "success"]);
    expect(nextTickDelay(state)).toBeNull();
    expect(run(["tick"], state)).toEqual(state);
  });

  it("reveals the offer only once the steps are done", () => {
    expect(flashView(run(["open", "tick", "view-offer"]))).toBe("steps");
    const offer = run(["open", "tick", "tick", "tick", "view-offer"]);
    expect(flashView(offer)).toBe("offer");
    expect(nextTickDelay(offer)).toBeNull();
  });

  it("ignores a late tick of a step already finished", () => {
    const state = run(["open", "tick"]);
    expect(flashReducer(state, { type: "tick", step: 0 })).toEqual(state);
  });

  it("minimises and resumes where it was", () => {
    const halfway = run(["open", "tick", "minimize"]);
    expect(flashView(halfway)).toBe("collapsed");
    expect(nextTickDelay(halfway)).toBeNull();
    expect(visibleSteps(run(["open"], halfway))).toEqual(["success", "running"]);
    const offer = run(["open", "tick", "tick", "tick", "view-offer", "minimize", "open"]);
    expect(flashView(offer)).toBe("offer");
  });
});

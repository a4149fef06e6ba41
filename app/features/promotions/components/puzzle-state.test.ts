import { describe, expect, it } from "vitest";
import type { PuzzleLevel } from "../types";
import {
  formatCountdown,
  minutesBegun,
  NOT_STARTED,
  type PuzzleEvent,
  type PuzzleState,
  remainingMs,
  transition,
} from "./puzzle-state";

const T0 = 1_700_000_000_000;

function createLevel(overrides: Partial<PuzzleLevel> = {}): PuzzleLevel {
  return { level: 1, minutes: 1, grid: 2, percent: 10, ...overrides };
}

/** Runs events from `state`, collecting every command on the way. */
function run(state: PuzzleState, ...events: PuzzleEvent[]) {
  const commands: string[] = [];
  for (const event of events) {
    const step = transition(state, event);
    state = step.state;
    commands.push(...step.commands);
  }
  return { state, commands };
}

const level = createLevel();
const start: PuzzleEvent = { type: "start", level, now: T0 };

describe("the puzzle's states", () => {
  it("starts a level with its clock", () => {
    const { state, commands } = run(NOT_STARTED, start);
    expect(state).toEqual({ status: "started", level, deadline: T0 + 60_000, stoppedWithMs: null });
    expect(commands).toEqual([]);
    const third = createLevel({ level: 3, minutes: 5, grid: 4, percent: 20 });
    const later = run(NOT_STARTED, { type: "start", level: third, now: T0 }).state;
    expect(later).toMatchObject({ deadline: T0 + 300_000 });
  });

  it("solved: the clock stops, completed after the pause, then the code and confetti once", () => {
    const solved = run(NOT_STARTED, start, { type: "solve", now: T0 + 42_300 });
    expect(solved.state).toMatchObject({ status: "started", stoppedWithMs: 17_700 });
    // Ticks past the deadline during the pause change nothing: it was solved in time.
    const paused = run(solved.state, { type: "tick", now: T0 + 61_000 });
    expect(paused.state).toBe(solved.state);
    expect(remainingMs(paused.state, T0 + 61_000)).toBe(17_700);

    const completed = run(paused.state, { type: "complete" });
    expect(completed.state).toEqual({ status: "completed", level, granted: false });
    expect(completed.commands).toEqual([]);

    const granted = run(completed.state, { type: "grant" }, { type: "grant" }, { type: "close" });
    expect(granted.state).toEqual({ status: "completed", level, granted: true });
    expect(granted.commands).toEqual(["set-voucher", "confetti"]);
  });

  it("closing before the confetti still hands out the code it announced", () => {
    const { state, commands } = run(
      NOT_STARTED,
      start,
      { type: "solve", now: T0 + 1000 },
      { type: "complete" },
      { type: "close" },
    );
    expect(state).toMatchObject({ status: "completed", granted: true });
    expect(commands).toEqual(["set-voucher"]);
  });

  it("expires when the clock reaches the deadline, not before", () => {
    const started = run(NOT_STARTED, start).state;
    expect(run(started, { type: "tick", now: T0 + 59_999 }).state).toBe(started);
    const expired = run(started, { type: "tick", now: T0 + 60_000 });
    expect(expired.state).toEqual({ status: "expired", level });
    expect(expired.commands).toEqual([]);
    // Too late: a solve after the time ran out wins nothing.
    expect(run(started, { type: "solve", now: T0 + 60_000 }).state).toEqual({
      status: "expired",
      level,
    });
    expect(run(expired.state, { type: "solve", now: T0 + 60_001 }).state).toBe(expired.state);
  });

  it("the back arrow returns to the levels from every other state and expires the voucher", () => {
    const started = run(NOT_STARTED, start).state;
    const completed = run(started, { type: "solve", now: T0 + 5 }, { type: "complete" }).state;
    const granted = run(completed, { type: "grant" }).state;
    const expired = run(started, { type: "tick", now: T0 + 60_000 }).state;
    for (const state of [started, completed, granted, expired]) {
      expect(transition(state, { type: "back" })).toEqual({
        state: NOT_STARTED,
        commands: ["expire-voucher"],
      });
    }
    // On the levels already: nothing to cancel.
    expect(transition(NOT_STARTED, { type: "back" })).toEqual({
      state: NOT_STARTED,
      commands: [],
    });
  });

  it("ignores events that do not apply", () => {
    const started = run(NOT_STARTED, start).state;
    expect(run(started, start).state).toBe(started);
    expect(run(started, { type: "complete" }).state).toBe(started);
    expect(run(started, { type: "grant" }).state).toBe(started);
    expect(run(started, { type: "close" }).state).toBe(started);
    expect(run(NOT_STARTED, { type: "solve", now: T0 }, { type: "tick", now: T0 }).state).toBe(
      NOT_STARTED,
    );
  });
});

describe("the countdown", () => {
  it("reads mm:ss, rounding seconds up", () => {
    expect(formatCountdown(300_000)).toBe("05:00");
    expect(formatCountdown(60_000)).toBe("01:00");
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(59_000)).toBe("00:59");
    expect(formatCountdown(1)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-500)).toBe("00:00");
  });

  it("counts whole minutes begun, so the announcement changes once a minute", () => {
    expect(minutesBegun(180_000)).toBe(3);
    expect(minutesBegun(179_999)).toBe(3);
    expect(minutesBegun(120_000)).toBe(2);
    expect(minutesBegun(1)).toBe(1);
    expect(minutesBegun(0)).toBe(0);
  });

  it("runs down from the deadline and stays at zero", () => {
    const started = run(NOT_STARTED, start).state;
    expect(remainingMs(started, T0)).toBe(60_000);
    expect(remainingMs(started, T0 + 45_500)).toBe(14_500);
    expect(remainingMs(started, T0 + 90_000)).toBe(0);
    expect(remainingMs(NOT_STARTED, T0)).toBe(0);
  });
});

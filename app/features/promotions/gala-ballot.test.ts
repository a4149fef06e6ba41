import { describe, expect, it } from "vitest";
import { GALA_MESSAGES, parseBallot, wholePercents } from "./gala-ballot";

const categories = [
  { id: 1, nominees: [{ id: 10 }, { id: 11 }] },
  { id: 2, nominees: [{ id: 20 }, { id: 21 }] },
];

describe("parseBallot", () => {
  it("takes one vote per category that has a choice", () => {
    expect(parseBallot(new URLSearchParams({ "vot-1": "11" }), categories)).toEqual({
      ok: true,
      votes: [{ categoryId: 1, nomineeId: 11 }],
    });
    expect(
      parseBallot(new URLSearchParams({ "vot-1": "10", "vot-2": "21", "vot-9": "90" }), categories),
    ).toEqual({
      ok: true,
      votes: [
        { categoryId: 1, nomineeId: 10 },
        { categoryId: 2, nomineeId: 21 },
      ],
    });
  });

  it("refuses a nominee of another category or a value that is no id", () => {
    expect(parseBallot(new URLSearchParams({ "vot-1": "20", "vot-2": "x" }), categories)).toEqual({
      ok: false,
      errors: { "vot-1": GALA_MESSAGES.unknownNominee, "vot-2": GALA_MESSAGES.unknownNominee },
      formError: null,
    });
  });

  it("asks for at least one choice", () => {
    expect(parseBallot(new URLSearchParams({ "vot-1": "" }), categories)).toEqual({
      ok: false,
      errors: {},
      formError: GALA_MESSAGES.empty,
    });
  });
});

describe("wholePercents", () => {
  it("adds up to 100 by the largest remainders", () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([2, 1])).toEqual([67, 33]);
    expect(wholePercents([5, 0, 0])).toEqual([100, 0, 0]);
    expect(wholePercents([1, 2, 3, 4]).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("answers zeros when nobody voted", () => {
    expect(wholePercents([0, 0])).toEqual([0, 0]);
    expect(wholePercents([])).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { createRecent } from "~/lib/stored-item-factories";
import { addRecent, RECENT_LIMIT, sortRecent } from "./recent-items";

const at = (minute: number) => 1_700_000_000_000 + minute * 60_000;

describe("addRecent", () => {
  it("adds a book seen for the first time, newest first", () => {
    const older = createRecent({ dateAddedToRecent: at(1) });
    const newer = createRecent({ dateAddedToRecent: at(2) });
    expect(addRecent([older], newer)).toEqual([newer, older]);
  });

  it("does not add a book that is already listed, nor move it", () => {
    const first = createRecent({ id: 1, dateAddedToRecent: at(5) });
    const second = createRecent({ id: 2, dateAddedToRecent: at(3) });
    const revisit = createRecent({ id: 2, dateAddedToRecent: at(9), price: 100 });
    expect(addRecent([first, second], revisit)).toEqual([first, second]);
  });

  it("sorts a list stored in another order", () => {
    const a = createRecent({ dateAddedToRecent: at(1) });
    const b = createRecent({ dateAddedToRecent: at(3) });
    const c = createRecent({ dateAddedToRecent: at(2) });
    expect(addRecent([a, b], c).map((item) => item.id)).toEqual([b.id, c.id, a.id]);
  });

  it(`keeps at most ${RECENT_LIMIT} books, dropping the oldest`, () => {
    const full = Array.from({ length: RECENT_LIMIT }, (_, i) =>
      createRecent({ id: i + 1, dateAddedToRecent: at(i + 1) }),
    );
    const latest = createRecent({ id: 100, dateAddedToRecent: at(100) });
    const result = addRecent(full, latest);
    expect(result).toHaveLength(RECENT_LIMIT);
    expect(result[0]?.id).toBe(100);
    expect(result.map((item) => item.id)).not.toContain(1);
    expect(result.at(-1)?.id).toBe(2);
  });

  it("stores a quantity of 1", () => {
    const item = { ...createRecent(), ammount: 4 as 1 };
    expect(addRecent([], item)[0]?.ammount).toBe(1);
  });
});

describe("sortRecent", () => {
  it("keeps one item per book, the most recent visit", () => {
    const old = createRecent({ id: 3, dateAddedToRecent: at(1), title: "Vechi" });
    const recent = createRecent({ id: 3, dateAddedToRecent: at(2), title: "Recent" });
    expect(sortRecent([old, recent])).toEqual([recent]);
  });

  it("caps a longer stored list", () => {
    const many = Array.from({ length: RECENT_LIMIT + 7 }, (_, i) =>
      createRecent({ id: i + 1, dateAddedToRecent: at(i) }),
    );
    expect(sortRecent(many)).toHaveLength(RECENT_LIMIT);
  });
});

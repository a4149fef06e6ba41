import { describe, expect, it } from "vitest";
import {
  BONUS_EXPIRY_PREFIX,
  type BonusMovement,
  dueExpiries,
  replayBonus,
  reversedReference,
  spendableAt,
} from "./bonus-lots";

const DAY = 86_400_000;
const T0 = new Date("2026-01-01T10:00:00Z").getTime();
const at = (days: number) => new Date(T0 + days * DAY);

let nextId = 1;
function movement(
  amount: number,
  reference: string,
  createdDay: number,
  expiresDay: number | null = null,
): BonusMovement {
  return {
    id: nextId++,
    amount,
    reference,
    createdAt: at(createdDay),
    expiresAt: expiresDay === null ? null : at(expiresDay),
  };
}

describe("bonus lots", () => {
  it("spends the oldest earnings first and lets the rest of a lot expire", () => {
    const a = movement(100, "order:1:earned", 0, 365);
    const b = movement(100, "order:2:earned", 100, 465);
    const spend = movement(-150, "order:3:spent", 200);
    const replay = replayBonus([a, b, spend]);
    expect(replay.taken.get("order:3:spent")).toEqual([
      { lotId: a.id, points: 100, expiresAt: a.expiresAt },
      { lotId: b.id, points: 50, expiresAt: b.expiresAt },
    ]);
    expect(spendableAt(replay, at(300))).toBe(50);
    // A is spent whole: nothing of it expires (only settled); B's 50 expire after day 465.
    expect(dueExpiries(replay, at(366)).map((lot) => [lot.id, lot.left])).toEqual([[a.id, 0]]);
    expect(spendableAt(replay, at(466))).toBe(0);
    expect(dueExpiries(replay, at(466)).map((lot) => [lot.id, lot.left])).toEqual([
      [a.id, 0],
      [b.id, 50],
    ]);
  });

  it("never spends a lot past its validity, written off or not", () => {
    const a = movement(100, "order:1:earned", 0, 365);
    const b = movement(100, "order:2:earned", 300, 665);
    const spend = movement(-60, "order:3:spent", 400);
    const replay = replayBonus([a, b, spend]);
    expect(replay.taken.get("order:3:spent")).toEqual([
      { lotId: b.id, points: 60, expiresAt: b.expiresAt },
    ]);
    expect(dueExpiries(replay, at(400)).map((lot) => lot.left)).toEqual([100]);
    // Once written off, the lot is done with.
    const written = movement(-100, `${BONUS_EXPIRY_PREFIX}${a.id}`, 401);
    const after = replayBonus([a, b, spend, written]);
    expect(dueExpiries(after, at(402))).toEqual([]);
    expect(spendableAt(after, at(402))).toBe(40);
  });

  it("drops an earning reversed by its order, and gives back a spend as a lot of its own", () => {
    const a = movement(100, "order:1:earned", 0, 365);
    const b = movement(80, "order:2:earned", 10, 375);
    const reversed = movement(-80, "order:2:earned:reversed", 20);
    const spend = movement(-100, "order:3:spent", 30);
    const back = movement(100, "order:3:spent:reversed", 40, 365);
    const replay = replayBonus([a, b, reversed, spend, back]);
    // The reversal took B's own points, not A's.
    expect(replay.lots.find((lot) => lot.id === b.id)?.left).toBe(0);
    expect(spendableAt(replay, at(50))).toBe(100);
    expect(dueExpiries(replay, at(366)).map((lot) => [lot.id, lot.left])).toEqual([
      [a.id, 0],
      [back.id, 100],
    ]);
  });

  it("takes a return's part of an earning from that earning first", () => {
    const a = movement(100, "order:1:earned", 0, 365);
    const b = movement(80, "order:2:earned", 10, 375);
    const firstReturn = movement(-30, "order:2:earned:reversed:return:7", 20);
    const secondReturn = movement(-30, "order:2:earned:reversed:return:8", 21);
    const replay = replayBonus([a, b, firstReturn, secondReturn]);
    expect(replay.lots.find((lot) => lot.id === a.id)?.left).toBe(100);
    expect(replay.lots.find((lot) => lot.id === b.id)?.left).toBe(20);
    expect(reversedReference("order:2:earned:reversed:return:7")).toBe("order:2:earned");
    expect(reversedReference("order:2:earned:reversed")).toBe("order:2:earned");
    expect(reversedReference("order:2:earned:reversedx")).toBeNull();
    expect(reversedReference("order:2:earned")).toBeNull();
  });

  it("counts points spent beyond the balance against the next earnings", () => {
    const a = movement(50, "order:1:earned", 0, 365);
    const debit = movement(-80, "operator:ana", 10);
    const b = movement(100, "order:2:earned", 20, 385);
    const replay = replayBonus([a, debit, b]);
    expect(replay.deficit).toBe(0);
    expect(spendableAt(replay, at(30))).toBe(70);
    expect(spendableAt(replayBonus([a, debit]), at(30))).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { type CartLine, cartLineSchema } from "~/lib/stored-items";
import { withoutOrdered } from "./ordered-lines";

const line = (fields: Partial<CartLine> & { id: number }): CartLine =>
  cartLineSchema.parse({ title: `Cartea ${fields.id}`, ammount: 1, ...fields });

const summary = (lines: CartLine[]) =>
  lines.map((kept) => ({ id: kept.id, ammount: kept.ammount, giftCard: kept.giftCard ?? null }));

describe("the cart after an order", () => {
  it("takes out what the order took and keeps what another tab added meanwhile", () => {
    const cart = [line({ id: 114 }), line({ id: 171, ammount: 2 })];
    const ordered = { books: [{ id: 114, quantity: 1, isGift: false }], giftCards: [] };
    expect(summary(withoutOrdered(cart, ordered))).toEqual([
      { id: 171, ammount: 2, giftCard: null },
    ]);
  });

  it("keeps the copies of a book beyond those ordered", () => {
    const cart = [line({ id: 7, ammount: 3 })];
    const ordered = { books: [{ id: 7, quantity: 1, isGift: false }], giftCards: [] };
    expect(summary(withoutOrdered(cart, ordered))).toEqual([{ id: 7, ammount: 2, giftCard: null }]);
  });

  it("matches a gift book only with a gift line, and gift vouchers by their ref", () => {
    const ref = "a".repeat(24);
    const other = "b".repeat(24);
    const cart = [
      line({ id: 9 }),
      line({ id: 9, isGift: true }),
      line({ id: 1, giftCard: ref }),
      line({ id: 2, giftCard: other }),
    ];
    const ordered = { books: [{ id: 9, quantity: 1, isGift: true }], giftCards: [ref] };
    expect(summary(withoutOrdered(cart, ordered))).toEqual([
      { id: 9, ammount: 1, giftCard: null },
      { id: 2, ammount: 1, giftCard: other },
    ]);
  });

  it("empties a cart the order took whole", () => {
    const cart = [line({ id: 3, ammount: 2 }), line({ id: 4 })];
    const ordered = {
      books: [
        { id: 3, quantity: 2, isGift: false },
        { id: 4, quantity: 1, isGift: false },
      ],
      giftCards: [],
    };
    expect(withoutOrdered(cart, ordered)).toEqual([]);
  });
});

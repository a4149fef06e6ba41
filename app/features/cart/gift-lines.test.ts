// The cart's gift lines in the browser: a gift voucher's line names its row by ref only, is never
// mistaken for a book with the same id, and follows the quote; a stored gift book stays only
// while the quote's voucher grants it.
import { describe, expect, it } from "vitest";
import { cartLineSchema } from "~/lib/stored-items";
import { createApiProduct } from "../catalogue/test-factories";
import {
  addGiftCardLine,
  addLine,
  giftBookToCartLine,
  giftCardToCartLine,
  productToCartLine,
  putGiftBook,
  refreshLines,
  syncQuotedGifts,
} from "./cart-lines";

const REF = "abcdefghijklmnopqrstuvwx";
const card = giftCardToCartLine({
  id: 7,
  ref: REF,
  value: 10_000,
  recipientName: "Maria",
  recipientEmail: "maria@example.ro",
  sendOn: null,
});
const book = productToCartLine(createApiProduct({ id: 7, title: "Ion", price: 3000 }));

describe("a gift voucher's cart line", () => {
  it("is stored as the spec's line with its ref, quantity one, and survives a reload", () => {
    expect(card).toMatchObject({
      id: 7,
      title: "Voucher cadou de 100,00 lei",
      subtitle: "Pentru Maria (maria@example.ro), trimis pe e-mail",
      price: 10_000,
      ammount: 1,
      maxQuantityToOrder: 1,
      giftCard: REF,
    });
    expect(cartLineSchema.parse(JSON.parse(JSON.stringify(card)))).toEqual(card);
    // A malformed ref is dropped, leaving an ordinary (unpriced) line.
    expect(cartLineSchema.parse({ ...card, giftCard: "<script>" }).giftCard).toBeNull();
  });

  it("names the day the recipient gets the code, when the buyer chose one", () => {
    const scheduled = giftCardToCartLine({
      id: 8,
      ref: REF,
      value: 5_000,
      recipientName: "Maria",
      recipientEmail: "maria@example.ro",
      sendOn: "2026-12-24",
    });
    expect(scheduled.subtitle).toBe(
      "Pentru Maria (maria@example.ro), trimis pe e-mail pe 24 decembrie 2026",
    );
  });

  it("is not a book of the same id: adding the book adds a line, refreshing leaves it", () => {
    const lines = addLine(addGiftCardLine([], card), book);
    expect(lines).toHaveLength(2);
    expect(addGiftCardLine(lines, card)).toHaveLength(2);
    const products = new Map([[7, createApiProduct({ id: 7, title: "Ion", price: 3500 })]]);
    const refreshed = refreshLines(lines, products);
    expect(refreshed[0]).toEqual(card);
    expect(refreshed[1]?.price).toBe(3500);
  });

  it("takes the quote's value, or is flagged when the quote says it is gone", () => {
    const quoted = (status: "ok" | "unavailable", value: number) =>
      syncQuotedGifts([{ ...card, price: 1 }], {
        giftBookId: null,
        giftCards: [
          {
            ref: REF,
            status,
            value,
            recipientName: "",
            recipientEmail: "",
            senderName: "",
            sendOn: null,
            message: "",
            note: null,
          },
        ],
      });
    expect(quoted("ok", 10_000)[0]).toMatchObject({ price: 10_000, isUnavailable: false });
    expect(quoted("unavailable", 0)[0]).toMatchObject({ price: 1, isUnavailable: true });
  });

  it("shows its row's title and recipient, once, whatever the stored lines say", () => {
    const quote = {
      giftBookId: null,
      giftCards: [
        {
          ref: REF,
          status: "ok" as const,
          value: 10_000,
          recipientName: "Maria",
          recipientEmail: "maria@example.ro",
          senderName: "Ioana",
          sendOn: null,
          message: "",
          note: null,
        },
      ],
    };
    // Edited in storage: another title, and the same voucher copied under another id.
    const edited = [{ ...card, title: "HACK" }, book, { ...card, id: 999_999 }];
    const synced = syncQuotedGifts(edited, quote);
    expect(synced.map((line) => [line.title, line.giftCard ?? null])).toEqual([
      ["Voucher cadou de 100,00 lei", REF],
      ["Ion", null],
    ]);
    expect(synced[0]?.subtitle).toBe("Pentru Maria (maria@example.ro), trimis pe e-mail");
  });
});

describe("the gift book chosen at /alege", () => {
  const gift = giftBookToCartLine({
    id: 21,
    title: "Cadoul",
    subtitle: "",
    url: "/carte/cadoul",
    authors: [],
    mainImageUrl: null,
    mainImageUrlWebP: null,
    price: 4000,
  });

  it("is the spec's gift line, and a new choice replaces it", () => {
    expect(gift).toMatchObject({ id: 21, price: 0, oldPrice: 4000, isGift: true, toChoose: true });
    const other = { ...gift, id: 22 };
    expect(putGiftBook(putGiftBook([book], gift), other).map((line) => line.id)).toEqual([7, 22]);
  });

  it("stays while the quote grants that book, and leaves when it does not", () => {
    const lines = [book, gift];
    expect(syncQuotedGifts(lines, { giftCards: [], giftBookId: 21 })).toEqual(lines);
    expect(syncQuotedGifts(lines, { giftCards: [], giftBookId: null })).toEqual([book]);
    expect(syncQuotedGifts(lines, { giftCards: [], giftBookId: 99 })).toEqual([book]);
  });
});

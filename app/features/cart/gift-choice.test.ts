// Choosing a campaign's gift book (/alege) and what the cart quote then charges: the chosen book
// is free only through a valid grant's voucher, never because the browser calls a line a gift.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createVoucherRow } from "../../../db/factories";
import { books } from "../../../db/schema";
import { vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import {
  CHOICE_MESSAGES,
  chooseGiftBook,
  loadGrantPage,
} from "../gift-cards/gift-book-choice.server";
import { cartQuoteRequestSchema } from "./quote";
import { quoteCart } from "./quote.server";

const TODAY = "2026-11-22";
const NOW = new Date("2026-11-22T10:00:00Z");
const DAY = 86_400_000;
const CLIENT = "198.51.100.10";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let grants = 0;
async function grant(values: Partial<typeof vouchers.$inferInsert> = {}) {
  grants += 1;
  const books = await Promise.all(
    [3000, 4000, 5000].map((price) => createBook(database.db, { price, stock: 3 })),
  );
  const ids = books.map((book) => book.id);
  const row = await createVoucherRow(database.db, {
    code: `ALEGERE${grants}`,
    kind: "gift-book",
    bookId: ids[0],
    bookIds: ids,
    startsAt: new Date(NOW.getTime() - DAY),
    endsAt: new Date(NOW.getTime() + 30 * DAY),
    ...values,
  });
  return { grant: row, ids: ids as [number, number, number] };
}

const choose = (code: string, bookId: number, visitorKey = "vizitator-1", now = NOW) =>
  chooseGiftBook(database.db, { code, bookId, visitorKey, client: CLIENT, now, today: TODAY });

const quote = (body: unknown) =>
  quoteCart(database.db, cartQuoteRequestSchema.parse(body), TODAY, { now: NOW });

describe("/alege with a valid grant", () => {
  it("issues the visitor's own code, and the cart quote gives the chosen book at 0 lei", async () => {
    const { grant: offer, ids } = await grant();
    const page = await loadGrantPage(database.db, {
      code: offer.code.toLowerCase(),
      visitorKey: null,
      client: CLIENT,
      now: NOW,
      today: TODAY,
    });
    expect(page).toMatchObject({ kind: "open", code: offer.code, chosenBookId: null });
    expect(page.kind === "open" && page.options.map((option) => option.id)).toEqual(ids);

    const chosen = await choose(offer.code, ids[1]);
    if (!chosen.ok) throw new Error(chosen.message);
    expect(chosen.code).toMatch(/^ALEGE-[0-9A-F]{10}$/);
    expect(chosen.book).toMatchObject({ id: ids[1], price: 4000 });

    const other = await createBook(database.db, { price: 2500, stock: 5 });
    const answer = await quote({
      lines: [{ id: other.id, quantity: 1 }],
      voucherCode: chosen.code,
    });
    expect(answer.voucher).toMatchObject({ applied: true, discount: 0 });
    expect(answer.voucher?.gift).toMatchObject({ id: ids[1], price: 0 });
    expect(answer.total).toBe(2500 + answer.shipping.cost);

    // The page remembers the choice, from the visitor or from the code in the cookie.
    const again = await loadGrantPage(database.db, {
      code: chosen.code,
      visitorKey: null,
      client: CLIENT,
      now: NOW,
      today: TODAY,
    });
    expect(again).toMatchObject({ kind: "open", code: offer.code, chosenBookId: ids[1] });
  });

  it("lets the visitor change the book while unused, counting one use of the grant", async () => {
    const { grant: offer, ids } = await grant({ maxUses: 1 });
    const first = await choose(offer.code, ids[0]);
    const second = await choose(offer.code, ids[2]);
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(second.code).toBe(first.code);
    const [issued] = await database.db.select().from(vouchers).where(eq(vouchers.code, first.code));
    expect(issued).toMatchObject({ bookId: ids[2], maxUses: 1, kind: "gift-book" });
    const [after] = await database.db.select().from(vouchers).where(eq(vouchers.id, offer.id));
    expect(after?.usedCount).toBe(1);
    // Its one use went to that visitor: another is refused.
    expect(await choose(offer.code, ids[0], "vizitator-2")).toEqual({
      ok: false,
      message: "Voucherul a fost deja folosit.",
    });
    // Once the gift was ordered, the choice is final.
    await database.db
      .update(vouchers)
      .set({ usedCount: 1 })
      .where(eq(vouchers.id, issued?.id ?? 0));
    expect(await choose(offer.code, ids[1])).toEqual({
      ok: false,
      message: CHOICE_MESSAGES.alreadyUsed,
    });
  });

  it("refuses a book it does not offer, and one out of stock", async () => {
    const { grant: offer, ids } = await grant();
    const stranger = await createBook(database.db, { price: 9000, stock: 5 });
    expect(await choose(offer.code, stranger.id)).toEqual({
      ok: false,
      message: CHOICE_MESSAGES.notOffered,
    });
    await database.db.update(books).set({ stock: 0 }).where(eq(books.id, ids[1]));
    expect(await choose(offer.code, ids[1])).toEqual({
      ok: false,
      message: "Cartea cadou a voucherului nu mai este disponibilă.",
    });
  });
});

describe("without a valid grant", () => {
  it("explains an expired, future, unknown or ordinary code, and issues nothing", async () => {
    const { grant: expired, ids } = await grant({ endsAt: new Date(NOW.getTime() - 1) });
    const { grant: future } = await grant({ startsAt: new Date(NOW.getTime() + DAY) });
    await database.db
      .insert(vouchers)
      .values({ code: "DOAR-REDUCERE", kind: "percent", value: 10 });
    const pageOf = (code: string | null) =>
      loadGrantPage(database.db, {
        code,
        visitorKey: null,
        client: CLIENT,
        now: NOW,
        today: TODAY,
      });
    expect(await pageOf(null)).toEqual({ kind: "none" });
    expect(await pageOf(expired.code)).toEqual({
      kind: "refused",
      code: expired.code,
      message: "Voucherul a expirat.",
    });
    expect(await pageOf(future.code)).toMatchObject({ message: "Voucherul nu este încă activ." });
    expect(await pageOf("NU-EXISTA")).toMatchObject({
      message: "Voucherul nu există. Verifică dacă l-ai scris corect.",
    });
    expect(await pageOf("DOAR-REDUCERE")).toMatchObject({ message: CHOICE_MESSAGES.notAChoice });
    expect(await choose(expired.code, ids[1])).toEqual({
      ok: false,
      message: "Voucherul a expirat.",
    });
    const issued = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.issuedTo, "visitor:vizitator-1"));
    expect(issued.map((row) => row.bookId)).not.toContain(ids[1]);
  });

  it("counts unknown codes as wrong guesses: past the limit it no longer tells real codes apart", async () => {
    const { grant: real } = await grant();
    const client = "198.51.100.99";
    const pageOf = (code: string) =>
      loadGrantPage(database.db, { code, visitorKey: null, client, now: NOW, today: TODAY });
    for (let n = 0; n < 30; n++) {
      expect(await pageOf(`GHICI${n}`)).toMatchObject({ kind: "refused" });
    }
    expect(await pageOf(real.code)).toMatchObject({
      kind: "refused",
      message: expect.stringMatching(/^Prea multe cereri/),
    });
    // Another client is not held back.
    expect(
      await loadGrantPage(database.db, {
        code: real.code,
        visitorKey: null,
        client: CLIENT,
        now: NOW,
        today: TODAY,
      }),
    ).toMatchObject({ kind: "open" });
  });

  it("charges a book the browser stored as a gift at its price", async () => {
    const book = await createBook(database.db, { price: 4500, stock: 5 });
    const answer = await quote({
      lines: [{ id: book.id, quantity: 1, isGift: true, price: 0, toChoose: true }],
    });
    expect(answer.lines[0]).toMatchObject({ id: book.id, unitPrice: 4500, lineTotal: 4500 });
    expect(answer.voucher).toBeNull();
    expect(answer.subtotal).toBe(4500);
  });
});

import { desc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createPriceRule } from "../../../db/factories";
import { catalogueState } from "../../../db/schema";
import { bookPromotions, priceHistory } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { Price } from "../../components/ui/price";
import { bookCardsByIds } from "../catalogue/book-cards.server";
import { findBookBySlug } from "../catalogue/book-page.server";
import { refreshCatalogueIndex } from "../catalogue/list-index/index-store.server";
import { applyCampaignPrices } from "./campaign-prices.server";
import { changePrice, priceState } from "./regular-price.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const TODAY = "2026-11-27";

// Pages and cards read the in-memory index, which a running shop refreshes within seconds of a
// catalogue change; the tests refresh it at once.
async function pageOf(slug: string) {
  await refreshCatalogueIndex(database.db);
  const page = await findBookBySlug(database.db, slug, TODAY);
  if (page.kind !== "found") throw new Error(`no page for ${slug}`);
  return page.book;
}

async function cardText(bookId: number) {
  await refreshCatalogueIndex(database.db);
  const [card] = await bookCardsByIds(database.db, [bookId], TODAY);
  if (!card) throw new Error(`no card for #${bookId}`);
  return renderToString(
    createElement(Price, {
      price: card.price,
      oldPrice: card.oldPrice,
      promotion: card.promotion,
    }),
  )
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");
}

async function catalogueVersion() {
  const [row] = await database.db.select({ version: catalogueState.version }).from(catalogueState);
  return row?.version;
}

async function latestPrices(bookId: number, limit: number) {
  const rows = await database.db
    .select({ price: priceHistory.price })
    .from(priceHistory)
    .where(eq(priceHistory.bookId, bookId))
    .orderBy(desc(priceHistory.changedAt), desc(priceHistory.id))
    .limit(limit);
  return rows.map((row) => row.price);
}

describe("changePrice", () => {
  it("outside a campaign sets the price shoppers pay, recorded and seen by every page", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 4999 });
    const version = await catalogueVersion();

    const result = await changePrice(db, {
      book: { id: book.id },
      regularPrice: 4500,
      now: new Date(),
    });
    expect(result).toMatchObject({
      ok: true,
      before: { price: 4999, regularPrice: 4999, promotion: null },
      after: { price: 4500, regularPrice: 4500, promotion: null, lowest30Days: 4500 },
    });
    expect((await pageOf(book.slug)).price).toBe(4500);
    expect(await latestPrices(book.id, 2)).toEqual([4500, 4999]);
    const moved = await catalogueVersion();
    expect(moved).not.toBe(version);

    // The same price again writes nothing: no history row, no catalogue change.
    await changePrice(db, { book: { slug: book.slug }, regularPrice: 4500, now: new Date() });
    expect(await latestPrices(book.id, 2)).toEqual([4500, 4999]);
    expect(await catalogueVersion()).toBe(moved);
  });

  it("during a percent off moves the campaign's base: the campaign price follows, the new regular price returns at its end", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5000 });
    const rule = await createPriceRule(db, {
      bookId: book.id,
      percent: 20,
      label: "Reducere extra",
    });
    await applyCampaignPrices(db, new Date());
    expect((await pageOf(book.slug)).price).toBe(4000);

    const result = await changePrice(db, {
      book: { id: book.id },
      regularPrice: 6000,
      now: new Date(),
    });
    expect(result).toMatchObject({
      ok: true,
      after: {
        price: 4800,
        regularPrice: 6000,
        // Shown under the price: the lowest of the 30 days before the reduction, not the new base.
        promotion: { label: "Reducere extra", lowestPriorPrice: 5000 },
      },
    });
    expect((await pageOf(book.slug)).price).toBe(4800);
    const card = await cardText(book.id);
    expect(card).toContain("48,00 lei");
    expect(card).toContain("Cel mai mic preț din ultimele 30 de zile: 50,00 lei");

    // The minute job finds nothing to undo, and at the rule's end the new regular price returns.
    expect(await applyCampaignPrices(db, new Date())).toEqual({ started: 0, changed: 0, ended: 0 });
    await applyCampaignPrices(db, new Date(rule.endsAt.getTime() + 1));
    expect((await pageOf(book.slug)).price).toBe(6000);
    const [promotion] = await db
      .select()
      .from(bookPromotions)
      .where(eq(bookPromotions.bookId, book.id));
    expect(promotion).toBeUndefined();
  });

  it("ends a fixed campaign price no longer below the regular price, and a rise starts it again with the lower price shown", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5000 });
    await createPriceRule(db, { bookId: book.id, price: 3999, label: "Ofertă epică" });
    await applyCampaignPrices(db, new Date());

    const lowered = await changePrice(db, {
      book: { id: book.id },
      regularPrice: 3500,
      now: new Date(),
    });
    expect(lowered).toMatchObject({
      ok: true,
      before: { price: 3999, promotion: { label: "Ofertă epică" } },
      after: { price: 3500, regularPrice: 3500, promotion: null },
    });
    expect(await cardText(book.id)).not.toContain("Ofertă epică");

    // Back up to 50 lei: the rule's 39,99 is a reduction again, and the lowest price of the 30
    // days before it is the 35,00 just charged, not the 50,00 it replaces.
    const raised = await changePrice(db, {
      book: { id: book.id },
      regularPrice: 5000,
      now: new Date(),
    });
    expect(raised).toMatchObject({
      ok: true,
      after: { price: 3999, regularPrice: 5000, promotion: { lowestPriorPrice: 3500 } },
    });
    expect(await cardText(book.id)).toContain(
      "Cel mai mic preț din ultimele 30 de zile: 35,00 lei",
    );
    // The history has the new regular price and, at the same instant, the campaign price over it.
    expect(await latestPrices(book.id, 5)).toEqual([3999, 5000, 3500, 3999, 5000]);
  });

  it("sets and drops the PRP struck through on the cards", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 3000, oldPrice: null });
    await changePrice(db, { book: { id: book.id }, prp: 4000, now: new Date() });
    expect(await cardText(book.id)).toContain("PRP: 40,00 lei");
    expect(await cardText(book.id)).toContain("-25%");

    const dropped = await changePrice(db, { book: { id: book.id }, prp: null, now: new Date() });
    expect(dropped).toMatchObject({ ok: true, after: { prp: null, price: 3000 } });
    expect(await cardText(book.id)).not.toContain("PRP");
  });

  it("answers an unknown book and changes nothing", async () => {
    const { db } = database;
    const version = await catalogueVersion();
    expect(
      await changePrice(db, { book: { slug: "nu-exista" }, regularPrice: 100, now: new Date() }),
    ).toEqual({ ok: false, reason: "unknown-book" });
    expect(await priceState(db, { isbn13: "9780000000000" }, new Date())).toBeNull();
    expect(await catalogueVersion()).toBe(version);
  });
});

describe("priceState", () => {
  it("reports the lowest price of the last 30 days from the prices shoppers were offered", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 4000 });
    // 31 days ago it cost 30 lei (in force when the 30 days began), then 45, now 40.
    const day = 86_400_000;
    const now = Date.now();
    await db.delete(priceHistory).where(eq(priceHistory.bookId, book.id));
    await db.insert(priceHistory).values([
      { bookId: book.id, price: 3000, changedAt: new Date(now - 31 * day) },
      { bookId: book.id, price: 4500, changedAt: new Date(now - 10 * day) },
      { bookId: book.id, price: 4000, changedAt: new Date(now - day) },
    ]);
    const state = await priceState(db, { id: book.id }, new Date(now));
    expect(state).toMatchObject({ price: 4000, regularPrice: 4000, lowest30Days: 3000 });
    expect(state?.history.map((h) => h.price)).toEqual([4000, 4500, 3000]);

    // 25 days on, the 30 days begin with 45 lei in force, then 40: the 30 lei no longer count.
    const later = await priceState(db, { id: book.id }, new Date(now + 25 * day));
    expect(later?.lowest30Days).toBe(4000);
  });
});

import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createCategory } from "../../../db/factories";
import { books, catalogueState, landingBooks, landings } from "../../../db/schema";
import { bookPromotions, campaigns, priceHistory, priceRules } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { Price } from "../../components/ui/price";
import { apiProductsByIds } from "../catalogue/api-product.server";
import { bookCardsByIds } from "../catalogue/book-cards.server";
import { findBookBySlug } from "../catalogue/book-page.server";
import { refreshCatalogueIndex } from "../catalogue/list-index/index-store.server";
import { applyCampaignPrices } from "./campaign-prices.server";

const TODAY = "2026-11-22";
const DAY = 86_400_000;
let database: DatabaseHandle;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
// Rules of earlier tests must not end or change books of the next (their rows cascade away).
// Each test starts with no campaign: deleting one leaves its promotions without a rule, which
// the next run ends (restoring the regular prices) — itself checked in "ends a deleted rule".
beforeEach(async () => {
  await database.db.delete(campaigns);
  await applyCampaignPrices(database.db, new Date());
});

type CampaignType = (typeof campaigns.$inferInsert)["type"];
type RuleValues = Omit<typeof priceRules.$inferInsert, "campaignId" | "startsAt" | "endsAt"> &
  Partial<Pick<typeof priceRules.$inferInsert, "startsAt" | "endsAt">>;

async function createRule(now: Date, values: RuleValues, type: CampaignType = "prices") {
  const n = ++counter;
  const [campaign] = await database.db
    .insert(campaigns)
    .values({ slug: `campanie-${n}`, type, name: `Campania ${n}` })
    .returning();
  const [rule] = await database.db
    .insert(priceRules)
    .values({
      campaignId: campaign!.id,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 7 * DAY),
      ...values,
    })
    .returning();
  return rule!;
}

async function priceOf(bookId: number) {
  const [row] = await database.db
    .select({ price: books.price })
    .from(books)
    .where(eq(books.id, bookId));
  return row?.price;
}

async function promotionOf(bookId: number) {
  const [row] = await database.db
    .select()
    .from(bookPromotions)
    .where(eq(bookPromotions.bookId, bookId));
  return row ?? null;
}

async function catalogueVersion() {
  const [row] = await database.db.select({ version: catalogueState.version }).from(catalogueState);
  return row?.version;
}

describe("applyCampaignPrices", () => {
  it("starts a book's rule: the price, the card, the product page and the API follow", async () => {
    const { db } = database;
    const now = new Date();
    const book = await createBook(db, { price: 5000 });
    const rule = await createRule(now, { bookId: book.id, price: 3999, label: "Ofertă epică" });

    expect(await applyCampaignPrices(db, now)).toEqual({ started: 1, changed: 0, ended: 0 });
    expect(await priceOf(book.id)).toBe(3999);
    expect(await promotionOf(book.id)).toMatchObject({
      ruleId: rule.id,
      regularPrice: 5000,
      lowestPriorPrice: 5000,
      label: "Ofertă epică",
    });

    await refreshCatalogueIndex(db);
    const promotion = {
      label: "Ofertă epică",
      lowestPriorPrice: 5000,
      endsAt: rule.endsAt.toISOString(),
    };
    const [card] = await bookCardsByIds(db, [book.id], TODAY);
    expect(card).toMatchObject({ price: 3999, promotion });
    const { price, oldPrice } = card!;
    const shown = renderToString(createElement(Price, { price, oldPrice, promotion }));
    expect(shown).toContain("Ofertă epică");
    expect(shown).toContain("Cel mai mic preț din ultimele 30 de zile: <!-- -->50,00 lei");
    const page = await findBookBySlug(db, book.slug, TODAY);
    expect(page.kind === "found" && page.book).toMatchObject({ price: 3999, promotion });
    const [product] = await apiProductsByIds(db, [book.id], TODAY);
    expect(product).toMatchObject({
      price: 3999,
      isEpicOffer: true,
      epicOfferPrice: 3999,
      isWowBestseller: false,
      wowBestsellerPrice: null,
    });
  });

  it("takes a percent off every book of a category and its sub-categories, not packs", async () => {
    const { db } = database;
    const now = new Date();
    const parent = await createCategory(db);
    const child = await createCategory(db, { parentId: parent.id });
    const other = await createCategory(db);
    const inParent = await createBook(db, { price: 5000, categoriesOf: [parent] });
    const inChild = await createBook(db, { price: 3333, categoriesOf: [child] });
    const pack = await createBook(db, {
      price: 4000,
      format: "pack",
      isbn13: null,
      categoriesOf: [child],
    });
    const elsewhere = await createBook(db, { price: 5000, categoriesOf: [other] });
    await createRule(now, { categoryId: parent.id, percent: 20, label: "Black Friday" });

    expect(await applyCampaignPrices(db, now)).toEqual({ started: 2, changed: 0, ended: 0 });
    expect(await priceOf(inParent.id)).toBe(4000);
    expect(await priceOf(inChild.id)).toBe(2666); // 26,664 rounded down
    expect(await priceOf(pack.id)).toBe(4000);
    expect(await priceOf(elsewhere.id)).toBe(5000);
  });

  it("applies a landing's rule to its hand-picked books, or else to the books it selects", async () => {
    const { db } = database;
    const now = new Date();
    const category = await createCategory(db);
    const picked = await createBook(db, { price: 5000 });
    const notPicked = await createBook(db, { price: 5000, categoriesOf: [category] });
    const cheap = await createBook(db, { price: 2000, categoriesOf: [category] });
    const dear = await createBook(db, { price: 6000, categoriesOf: [category] });
    const [handPicked, byRule] = await db
      .insert(landings)
      .values([
        { kind: "campanie", slug: `alese-${++counter}`, title: "Alese" },
        {
          kind: "campanie",
          slug: `sub-30-${++counter}`,
          title: "Sub 30 de lei",
          ruleCategoryId: category.id,
          ruleMaxPrice: 3000,
        },
      ])
      .returning();
    await db.insert(landingBooks).values({ landingId: handPicked!.id, bookId: picked.id });
    await createRule(now, { landingId: handPicked!.id, percent: 10, label: "Oferta zilei" });
    await createRule(now, { landingId: byRule!.id, percent: 50, label: "Oferta zilei" });

    expect(await applyCampaignPrices(db, now)).toEqual({ started: 2, changed: 0, ended: 0 });
    expect(await priceOf(picked.id)).toBe(4500);
    expect(await priceOf(cheap.id)).toBe(1000);
    expect(await priceOf(notPicked.id)).toBe(5000);
    expect(await priceOf(dear.id)).toBe(6000);
  });

  it("keeps the lowest of overlapping rules, and moves to a better one that starts", async () => {
    const { db } = database;
    const now = new Date();
    const category = await createCategory(db);
    const book = await createBook(db, { price: 5000, categoriesOf: [category] });
    await createRule(now, { bookId: book.id, price: 4500, label: "Ofertă epică" });
    const best = await createRule(now, {
      categoryId: category.id,
      percent: 20,
      label: "Black Friday",
    });

    expect(await applyCampaignPrices(db, now)).toEqual({ started: 1, changed: 0, ended: 0 });
    expect(await priceOf(book.id)).toBe(4000);
    expect(await promotionOf(book.id)).toMatchObject({ ruleId: best.id, label: "Black Friday" });

    const later = new Date(now.getTime() + 60_000);
    const better = await createRule(now, { bookId: book.id, price: 3500, label: "Oferta zilei" });
    expect(await applyCampaignPrices(db, later)).toEqual({ started: 0, changed: 1, ended: 0 });
    expect(await priceOf(book.id)).toBe(3500);
    expect(await promotionOf(book.id)).toMatchObject({
      ruleId: better.id,
      label: "Oferta zilei",
      regularPrice: 5000,
      lowestPriorPrice: 5000,
    });
  });

  it("ignores rules of campaigns that are not about prices (the WOW voucher's)", async () => {
    const { db } = database;
    const now = new Date();
    const book = await createBook(db, { price: 5000 });
    await createRule(now, { bookId: book.id, price: 1000, label: "WOW" }, "wow-bestseller");

    expect(await applyCampaignPrices(db, now)).toEqual({ started: 0, changed: 0, ended: 0 });
    expect(await priceOf(book.id)).toBe(5000);
  });

  it("restores the regular price when the rule ends", async () => {
    const { db } = database;
    const now = new Date();
    const book = await createBook(db, { price: 5000 });
    const rule = await createRule(now, { bookId: book.id, price: 3000, label: "Oferta zilei" });
    await applyCampaignPrices(db, now);
    expect(await priceOf(book.id)).toBe(3000);

    const after = new Date(rule.endsAt.getTime() + 1);
    expect(await applyCampaignPrices(db, after)).toEqual({ started: 0, changed: 0, ended: 1 });
    expect(await priceOf(book.id)).toBe(5000);
    expect(await promotionOf(book.id)).toBeNull();
    await refreshCatalogueIndex(db);
    const [card] = await bookCardsByIds(db, [book.id], TODAY);
    expect(card).toMatchObject({ price: 5000, promotion: null });
  });

  it("ends a deleted rule's promotion and restores the regular price", async () => {
    const { db } = database;
    const now = new Date();
    const book = await createBook(db, { price: 5000 });
    const rule = await createRule(now, { bookId: book.id, price: 3500, label: "Ofertă epică" });
    await applyCampaignPrices(db, now);
    expect(await priceOf(book.id)).toBe(3500);
    await db.delete(priceRules).where(eq(priceRules.id, rule.id));
    expect(await applyCampaignPrices(db, now)).toEqual({ started: 0, changed: 0, ended: 1 });
    expect(await priceOf(book.id)).toBe(5000);
  });

  it("changes nothing, not even the catalogue version, when applied again", async () => {
    const { db } = database;
    const now = new Date();
    const category = await createCategory(db);
    const book = await createBook(db, { price: 5000, categoriesOf: [category] });
    await createRule(now, { categoryId: category.id, percent: 10, label: "Black Friday" });
    // Two instances at once: the lock lets one apply, the other then finds nothing to do.
    const both = await Promise.all([applyCampaignPrices(db, now), applyCampaignPrices(db, now)]);
    expect(both.map((result) => result.started).sort()).toEqual([0, 1]);
    const version = await catalogueVersion();

    expect(await applyCampaignPrices(db, now)).toEqual({ started: 0, changed: 0, ended: 0 });
    expect(await catalogueVersion()).toBe(version);
    expect(await priceOf(book.id)).toBe(4500);
  });

  it("shows the lowest price of the 30 days before the reduction", async () => {
    const { db } = database;
    const now = new Date();
    const book = await createBook(db, { price: 6000 });
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    // The book's history, rewritten: 30 lei until 35 days ago (too long ago to count), then 50,
    // 40 from 20 days ago, 60 from 10 days ago.
    await db.delete(priceHistory).where(eq(priceHistory.bookId, book.id));
    await db.insert(priceHistory).values([
      { bookId: book.id, price: 3000, changedAt: at(40) },
      { bookId: book.id, price: 5000, changedAt: at(35) },
      { bookId: book.id, price: 4000, changedAt: at(20) },
      { bookId: book.id, price: 6000, changedAt: at(10) },
    ]);
    await createRule(now, { bookId: book.id, price: 4500, label: "Ofertă epică" });

    await applyCampaignPrices(db, now);
    expect(await promotionOf(book.id)).toMatchObject({
      regularPrice: 6000,
      lowestPriorPrice: 4000,
    });
    // The trigger on books recorded the campaign price too.
    const [last] = await db
      .select({ price: priceHistory.price })
      .from(priceHistory)
      .where(eq(priceHistory.bookId, book.id))
      .orderBy(sql`${priceHistory.changedAt} desc`)
      .limit(1);
    expect(last?.price).toBe(4500);
  });
});

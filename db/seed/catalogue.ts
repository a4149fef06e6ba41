// Deterministic demo catalogue. Every row, ids included, comes from one seeded PRNG consumed in
// a fixed order, and every date derives from a reference date (never the clock), so the same
// `books`, `seed` and `referenceDate` always give the same database.
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client.server";
import {
  bookCategories,
  bookContributors,
  bookImages,
  books,
  categories,
  contributors,
  packItems,
  publishers,
  series,
  slugRedirects,
} from "../schema";
import { customers, ledgerEntries } from "../schema-accounts";
import { orderLines, orders } from "../schema-orders";
import {
  campaigns,
  galaCategories,
  galaNominees,
  priceRules,
  prizes,
  vouchers,
} from "../schema-promotions";
import {
  CONTENT_SERIAL_TABLES,
  CONTENT_TABLES,
  type ContentRows,
  generateContent,
} from "./content";
import { buildBooks } from "./generate/books";
import { REFERENCE_DATE, SeedCalendar, shopMidnight } from "./generate/calendar";
import type { PromotionRows } from "./generate/campaign-rows";
import { buildCampaigns } from "./generate/campaigns";
import { buildCategories } from "./generate/categories";
import { CatalogueDraft, type CatalogueRows } from "./generate/context";
import {
  buildDemoCustomers,
  buildDemoLedger,
  type CustomerRow,
  type LedgerRow,
} from "./generate/customers";
import { buildOrders, type OrderLineRow, type OrderRow } from "./generate/orders";
import { buildContributors } from "./generate/people";
import { buildPublishers } from "./generate/publishers";
import { buildRedirects } from "./generate/redirects";
import { insertRows, syncIdSequences } from "./insert";
import { Random } from "./random";

export { REFERENCE_DATE };
export const DEFAULT_SEED = 20_261_101;
export const MAX_SEED_BOOKS = 1_000_000;

export interface SeedOptions {
  books: number;
  seed?: number;
  /** "Today" for the data, YYYY-MM-DD (default REFERENCE_DATE): dates of publication lie
   * before it, pre-orders after it, campaign windows around it. */
  referenceDate?: string;
}

/** Rows written per table. */
export interface SeedSummary {
  publishers: number;
  categories: number;
  contributors: number;
  series: number;
  books: number;
  bookContributors: number;
  bookCategories: number;
  bookImages: number;
  packItems: number;
  slugRedirects: number;
  footerLinks: number;
  landings: number;
  landingBooks: number;
  bookReviews: number;
  bookPreviews: number;
  siteSettings: number;
  orders: number;
  orderLines: number;
  customers: number;
}

interface ResolvedOptions {
  count: number;
  seed: number;
  calendar: SeedCalendar;
}

function resolve(options: SeedOptions): ResolvedOptions {
  const { books: count, seed = DEFAULT_SEED, referenceDate = REFERENCE_DATE } = options;
  if (!Number.isInteger(count) || count < 0 || count > MAX_SEED_BOOKS) {
    throw new RangeError(`books must be a whole number from 0 to ${MAX_SEED_BOOKS}, got ${count}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) {
    throw new RangeError(`seed must be a whole number from 0 to ${0xffff_ffff}, got ${seed}`);
  }
  return { count, seed, calendar: new SeedCalendar(referenceDate) };
}

/** Builds every row of the demo catalogue in memory, without touching a database. */
export function generateCatalogue(options: SeedOptions): CatalogueRows {
  return buildCatalogue(resolve(options));
}

function buildCatalogue({ count, seed, calendar }: ResolvedOptions): CatalogueRows {
  const draft = new CatalogueDraft(count, seed, calendar);
  buildCategories(draft);
  buildPublishers(draft);
  buildContributors(draft);
  buildBooks(draft);
  buildRedirects(draft);
  return draft.rows;
}

/** Catalogue tables in dependency order (parents first). */
const CATALOGUE_TABLES = [
  ["publishers", publishers],
  ["categories", categories],
  ["contributors", contributors],
  ["series", series],
  ["books", books],
  ["bookContributors", bookContributors],
  ["bookCategories", bookCategories],
  ["bookImages", bookImages],
  ["packItems", packItems],
  ["slugRedirects", slugRedirects],
] as const satisfies readonly (readonly [keyof CatalogueRows, PgTable])[];

const SERIAL_TABLES = [
  publishers,
  categories,
  contributors,
  series,
  books,
  bookImages,
  customers,
  orders,
];

/** The order history (see generate/orders.ts), written after the books it refers to. */
interface OrderHistory {
  /** The demo accounts (generate/customers.ts), which some of the orders belong to. */
  customers: CustomerRow[];
  orders: OrderRow[];
  orderLines: OrderLineRow[];
  /** Their bonus points and a welcome credit (generate/customers.ts). */
  ledgerEntries: LedgerRow[];
}

const ORDER_TABLES = [
  ["customers", customers],
  ["orders", orders],
  ["orderLines", orderLines],
  ["ledgerEntries", ledgerEntries],
] as const satisfies readonly (readonly [keyof OrderHistory, PgTable])[];

// Arbitrary, fixed: the order history draws from its own PRNG stream, so adding it left the
// catalogue and content of every seed unchanged.
const ORDERS_STREAM = 0x0bde_5a1e;

/** Campaigns with their prices, vouchers, prizes and gala nominees (generate/campaigns.ts). */
const PROMOTION_TABLES = [
  ["campaigns", campaigns],
  ["priceRules", priceRules],
  ["vouchers", vouchers],
  ["prizes", prizes],
  ["galaCategories", galaCategories],
  ["galaNominees", galaNominees],
] as const satisfies readonly (readonly [keyof PromotionRows, PgTable])[];

const ALL_TABLES = [
  ...CATALOGUE_TABLES,
  ...CONTENT_TABLES,
  ...ORDER_TABLES,
  ...PROMOTION_TABLES,
].map(([, table]) => table);

/** Number of rows in each catalogue, content or order table that already holds some. */
export async function nonEmptyCatalogueTables(db: Database): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of ALL_TABLES) {
    const count = await db.$count(table);
    if (count > 0) found[getTableName(table)] = count;
  }
  return found;
}

/**
 * Empties every catalogue, content and order table (and, through CASCADE, whatever references
 * them): seeded orders point at seeded books, so they go with them. The demo accounts own some of
 * those orders, so the accounts table is emptied too, with every session and link.
 */
export async function truncateCatalogue(db: Database): Promise<void> {
  const names = ALL_TABLES.map((table) => `"${getTableName(table)}"`).join(", ");
  await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}

/**
 * Seeds the demo catalogue into an empty database, in one transaction.
 * Throws when the catalogue already holds rows: ids are assigned here, not by the database.
 */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const existing = await nonEmptyCatalogueTables(db);
  if (Object.keys(existing).length > 0) {
    const detail = Object.entries(existing)
      .map(([name, count]) => `${name}: ${count}`)
      .join(", ");
    throw new Error(`The catalogue is not empty (${detail}); empty it before seeding.`);
  }
  const resolved = resolve(options);
  const rows = buildCatalogue(resolved);
  const content = generateContent(rows, resolved);
  const orderRows = buildOrders(
    new Random((resolved.seed ^ ORDERS_STREAM) >>> 0),
    rows,
    content.siteSettings,
    resolved.calendar,
  );
  const demoCustomers = buildDemoCustomers(resolved.calendar, rows, orderRows);
  const history: OrderHistory = {
    customers: demoCustomers,
    ...orderRows,
    ledgerEntries: buildDemoLedger(demoCustomers, orderRows),
  };
  const promotions = buildCampaigns(rows, content.landings, resolved.calendar);
  promotions.vouchers.push(...demoCustomerVouchers(demoCustomers, resolved.calendar));
  await db.transaction(async (tx) => {
    for (const [key, table] of CATALOGUE_TABLES) await insertRows(tx, table, rows[key]);
    for (const [key, table] of CONTENT_TABLES) await insertRows(tx, table, content[key]);
    for (const [key, table] of ORDER_TABLES) await insertRows(tx, table, history[key]);
    for (const [key, table] of PROMOTION_TABLES) await insertRows(tx, table, promotions[key]);
    await syncIdSequences(tx, [
      ...SERIAL_TABLES,
      ...CONTENT_SERIAL_TABLES,
      campaigns,
      galaCategories,
      galaNominees,
    ]);
    // PGlite runs no autovacuum: without statistics the planner would answer "bought together"
    // by scanning every order, and a product page by hashing every contributor, instead of
    // following the book's indexes.
    await tx.execute(sql`analyze`);
  });
  return summarize(rows, content, history);
}

/**
 * The demo accounts' own codes, so their Vouchers page has something to show: a loyalty thank-you
 * for the first, a free-shipping code for the second (both single-use, valid two months).
 */
function demoCustomerVouchers(
  demo: readonly CustomerRow[],
  calendar: SeedCalendar,
): PromotionRows["vouchers"] {
  const [first, second] = demo;
  const window = {
    startsAt: shopMidnight(calendar.referenceDay - 1),
    endsAt: shopMidnight(calendar.referenceDay + 60),
  };
  const codes: PromotionRows["vouchers"] = [];
  if (first) {
    codes.push({
      code: "MULTUMIM-ANA15",
      kind: "percent",
      value: 15,
      minOrder: 5000,
      maxUses: 1,
      customerId: first.id,
      description: "Mulțumim că citești cu noi: 15% la o comandă de minimum 50 de lei",
      ...window,
    });
  }
  if (second) {
    codes.push({
      code: "LIVRARE-ION",
      kind: "free-shipping",
      value: 0,
      maxUses: 1,
      customerId: second.id,
      description: "Transport gratuit la o comandă",
      ...window,
    });
  }
  return codes;
}

export function summarize(
  rows: CatalogueRows,
  content: ContentRows,
  history: OrderHistory,
): SeedSummary {
  return {
    publishers: rows.publishers.length,
    categories: rows.categories.length,
    contributors: rows.contributors.length,
    series: rows.series.length,
    books: rows.books.length,
    bookContributors: rows.bookContributors.length,
    bookCategories: rows.bookCategories.length,
    bookImages: rows.bookImages.length,
    packItems: rows.packItems.length,
    slugRedirects: rows.slugRedirects.length,
    footerLinks: content.footerLinks.length,
    landings: content.landings.length,
    landingBooks: content.landingBooks.length,
    bookReviews: content.bookReviews.length,
    bookPreviews: content.bookPreviews.length,
    siteSettings: content.siteSettings.length,
    orders: history.orders.length,
    orderLines: history.orderLines.length,
    customers: history.customers.length,
  };
}

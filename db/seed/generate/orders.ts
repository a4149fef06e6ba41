// A plausible order history, so that "bought together" recommendations have purchases to learn
// from on a fresh shop. Orders hold 1 to 5 books; the first is drawn by popularity (sales count),
// the others mostly from the same series, author or genre, as real baskets are.
import { randomUUID } from "node:crypto";
import { SETTINGS } from "../../../app/features/settings/settings.server";
import type { siteSettings } from "../../schema";
import type { orderLines, orders } from "../../schema-orders";
import type { Random } from "../random";
import { dayNumber, momentOf, type SeedCalendar } from "./calendar";
import type { BookRow, CatalogueRows } from "./context";

export type OrderRow = typeof orders.$inferInsert & { id: number };
export type OrderLineRow = typeof orderLines.$inferInsert;

/**
 * Three orders per book, capped: writing them costs about 1 s per 15,000 orders on PGlite, and
 * 100,000 books must still seed in about 20 seconds.
 */
export const MAX_SEED_ORDERS = 40_000;
export const ORDERS_PER_BOOK = 3;
/** The history covers the two years before the reference date, more of it recent. */
const HISTORY_DAYS = 730;
const BASKET_SIZES: (readonly [number, number])[] = [
  [1, 34],
  [2, 30],
  [3, 18],
  [4, 11],
  [5, 7],
];
/** Small enough that books nobody bought lately still turn up now and then. */
const BASE_WEIGHT = 3;

interface Group {
  members: number[];
  cumulative: Float64Array;
}

interface Pools {
  books: BookRow[];
  /** Cumulative weights over `books`, for drawing by popularity. */
  cumulative: Float64Array;
  /** Positions in `books` by series, by first author and by top-level category. */
  series: Map<number, number[]>;
  authors: Map<number, Group>;
  genres: Map<number, Group>;
  seriesOf: Int32Array;
  authorOf: Int32Array;
  genreOf: Int32Array;
  publishedDay: Int32Array;
}

function cumulativeOf(books: readonly BookRow[], members: readonly number[]): Float64Array {
  const out = new Float64Array(members.length);
  let total = 0;
  members.forEach((position, i) => {
    total += (books[position]?.salesCount ?? 0) + BASE_WEIGHT;
    out[i] = total;
  });
  return out;
}

/** Position drawn with probability proportional to its weight (binary search). */
function draw(rng: Random, cumulative: Float64Array): number {
  const target = rng.next() * (cumulative[cumulative.length - 1] ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

function push(map: Map<number, number[]>, key: number, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function buildPools(rows: CatalogueRows, calendar: SeedCalendar): Pools {
  const parentOf = new Map(rows.categories.map((c) => [c.id, c.parentId ?? null]));
  const genreOfBook = new Map<number, number>();
  for (const link of rows.bookCategories) {
    if (link.isPrimary)
      genreOfBook.set(link.bookId, parentOf.get(link.categoryId) ?? link.categoryId);
  }
  const authorOfBook = new Map<number, number>();
  for (const link of rows.bookContributors) {
    if (link.role === "author" && link.position === 0)
      authorOfBook.set(link.bookId, link.contributorId);
  }
  // Only what had shipped before "today" can be in the history: no pre-orders, nothing
  // published on the reference date itself.
  const books = rows.books.filter(
    (b) =>
      b.format !== "gift" &&
      b.isListed !== false &&
      !b.availableFrom &&
      b.publishedOn !== null &&
      b.publishedOn !== undefined &&
      b.publishedOn < calendar.referenceDate,
  );
  const positions = books.map((_, i) => i);
  const seriesOf = new Int32Array(books.length);
  const authorOf = new Int32Array(books.length);
  const genreOf = new Int32Array(books.length);
  const publishedDay = new Int32Array(books.length);
  const series = new Map<number, number[]>();
  const authorMembers = new Map<number, number[]>();
  const genreMembers = new Map<number, number[]>();
  books.forEach((book, i) => {
    seriesOf[i] = book.seriesId ?? 0;
    authorOf[i] = authorOfBook.get(book.id) ?? 0;
    genreOf[i] = genreOfBook.get(book.id) ?? 0;
    publishedDay[i] = dayNumber(book.publishedOn ?? "");
    if (seriesOf[i]) push(series, seriesOf[i] ?? 0, i);
    if (authorOf[i]) push(authorMembers, authorOf[i] ?? 0, i);
    if (genreOf[i]) push(genreMembers, genreOf[i] ?? 0, i);
  });
  const grouped = (lists: Map<number, number[]>) =>
    new Map(
      [...lists].map(([id, members]) => [
        id,
        { members, cumulative: cumulativeOf(books, members) },
      ]),
    );
  return {
    books,
    cumulative: cumulativeOf(books, positions),
    series,
    authors: grouped(authorMembers),
    genres: grouped(genreMembers),
    seriesOf,
    authorOf,
    genreOf,
    publishedDay,
  };
}

/** A book likely to share a basket with the book at `anchor`. */
function companionOf(rng: Random, pools: Pools, anchor: number): number {
  const roll = rng.next();
  const volumes = pools.series.get(pools.seriesOf[anchor] ?? 0);
  if (roll < 0.3 && volumes && volumes.length > 1) return rng.pick(volumes);
  const byAuthor = pools.authors.get(pools.authorOf[anchor] ?? 0);
  if (roll < 0.5 && byAuthor && byAuthor.members.length > 1) {
    return byAuthor.members[draw(rng, byAuthor.cumulative)] ?? anchor;
  }
  const genre = pools.genres.get(pools.genreOf[anchor] ?? 0);
  if (roll < 0.85 && genre) return genre.members[draw(rng, genre.cumulative)] ?? anchor;
  return draw(rng, pools.cumulative);
}

type OrderStatus = NonNullable<OrderRow["status"]>;

function statusFor(rng: Random, age: number): OrderStatus {
  if (age <= 1)
    return rng.weighted<OrderStatus>([
      ["placed", 6],
      ["confirmed", 3],
      ["cancelled", 1],
    ]);
  if (age <= 4)
    return rng.weighted<OrderStatus>([
      ["packed", 2],
      ["shipped", 7],
      ["cancelled", 1],
    ]);
  return rng.weighted<OrderStatus>([
    ["delivered", 93],
    ["cancelled", 4],
    ["returned", 3],
  ]);
}

/** The shop's shipping rules as the seeded settings state them. */
function shippingRules(settings: readonly (typeof siteSettings.$inferInsert)[]) {
  const value = (key: string) => settings.find((row) => row.key === key)?.value;
  return {
    cost: SETTINGS["shop.shipping"].schema.parse(value("shop.shipping")).cost,
    freeFrom: SETTINGS["shop.freeShipping"].schema.parse(value("shop.freeShipping")).minimum,
  };
}

export function buildOrders(
  rng: Random,
  rows: CatalogueRows,
  settings: readonly (typeof siteSettings.$inferInsert)[],
  calendar: SeedCalendar,
): { orders: OrderRow[]; orderLines: OrderLineRow[] } {
  const pools = buildPools(rows, calendar);
  const count = Math.min(rows.books.length * ORDERS_PER_BOOK, MAX_SEED_ORDERS);
  if (pools.books.length === 0 || count === 0) return { orders: [], orderLines: [] };
  const shipping = shippingRules(settings);
  const lastDay = calendar.referenceDay - 1;
  const drafts: { minute: number; status: OrderStatus; lines: OrderLineRow[] }[] = [];
  for (let n = 0; n < count; n++) {
    const size = rng.weighted(BASKET_SIZES);
    const basket = [draw(rng, pools.cumulative)];
    for (let attempt = 0; basket.length < size && attempt < size * 3; attempt++) {
      const next = companionOf(rng, pools, rng.pick(basket));
      if (!basket.includes(next)) basket.push(next);
    }
    let earliest = lastDay - HISTORY_DAYS;
    for (const position of basket) {
      const published = pools.publishedDay[position] ?? 0;
      if (published > earliest) earliest = published;
    }
    // The power above 1 crowds orders towards the reference date: the shop keeps growing.
    let day = lastDay - Math.floor((HISTORY_DAYS + 1) * rng.next() ** 1.4);
    if (day < earliest) day = rng.int(earliest, lastDay);
    const lines = basket.map((position) => {
      const book = pools.books[position] as BookRow;
      const quantity = book.format !== "pack" && rng.chance(0.06) ? 2 : 1;
      return { orderId: 0, bookId: book.id, quantity, unitPrice: book.price };
    });
    drafts.push({
      // Between 07:00 and 23:00 UTC.
      minute: day * 1440 + rng.int(7 * 60, 23 * 60),
      status: statusFor(rng, calendar.referenceDay - day),
      lines,
    });
  }
  // Ids follow the order of placing, as a serial column would have given them.
  drafts.sort((a, b) => a.minute - b.minute);
  const freeShippingBooks = new Set(pools.books.filter((b) => b.freeShipping).map((b) => b.id));
  const orderRows: OrderRow[] = [];
  const lineRows: OrderLineRow[] = [];
  drafts.forEach((draft, i) => {
    const id = i + 1;
    let subtotal = 0;
    for (const line of draft.lines) {
      line.orderId = id;
      subtotal += line.quantity * line.unitPrice;
      lineRows.push(line);
    }
    const free =
      subtotal >= shipping.freeFrom || draft.lines.some((l) => freeShippingBooks.has(l.bookId));
    const shippingCost = free ? 0 : shipping.cost;
    orderRows.push({
      id,
      // Random, like a real order's: the demo accounts' orders carry names and addresses, and an
      // id computed from the seed's date and the row number was a way to read them.
      publicId: randomUUID(),
      updatedAt: momentOf(0, draft.minute),
      status: draft.status,
      paymentStatus: draft.status === "placed" || draft.status === "cancelled" ? "pending" : "paid",
      placedAt: momentOf(0, draft.minute),
      subtotal,
      shippingCost,
      total: subtotal + shippingCost,
    });
  });
  return { orders: orderRows, orderLines: lineRows };
}

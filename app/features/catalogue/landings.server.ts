// Landing pages are data: text, an active window and a selection of books, hand-picked
// (landing_books) or by rule (category, maximum price, format, order, limit).
import { and, asc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { landingBooks, landings } from "../../../db/schema";
import { bookCardsByIds } from "./book-cards.server";
import { categoriesOf, dayNumber, type ListOrder } from "./list-index/catalogue-index";
import { catalogueIndex } from "./list-index/index-store.server";
import { queryList } from "./list-index/list-query";
import type { LandingKind, LandingPage } from "./types";

/** The public path of a landing of each kind. */
export function landingPath(kind: LandingKind, slug: string): string {
  return kind === "black-friday" ? `/${slug}` : `/${kind}/${slug}`;
}

const landingColumns = {
  id: landings.id,
  kind: landings.kind,
  slug: landings.slug,
  title: landings.title,
  intro: landings.intro,
  bannerText: landings.bannerText,
  bannerColor: landings.bannerColor,
  startsAt: landings.startsAt,
  endsAt: landings.endsAt,
  ruleCategoryId: landings.ruleCategoryId,
  ruleMaxPrice: landings.ruleMaxPrice,
  ruleFormat: landings.ruleFormat,
  ruleOrder: landings.ruleOrder,
  ruleLimit: landings.ruleLimit,
};

type LandingRow = Awaited<ReturnType<typeof findLandingRow>>;

async function findLandingRow(db: Database, kind: LandingKind, slug: string) {
  const [row] = await db
    .select(landingColumns)
    .from(landings)
    .where(and(eq(landings.kind, kind), eq(landings.slug, slug)))
    .limit(1);
  return row ?? null;
}

const ORDERS = new Set<ListOrder>(["bestsellers", "newest", "price-asc", "price-desc", "title"]);

/**
 * A landing with its books, or null when it does not exist or has not started yet (an upcoming
 * campaign stays unseen). An ended one still answers, marked "ended", so old links keep working.
 */
export async function landingPage(
  db: Database,
  kind: LandingKind,
  slug: string,
  options: { now: Date; today: string; categorySlug?: string },
): Promise<LandingPage | null> {
  const row = await findLandingRow(db, kind, slug);
  if (!row || (row.startsAt && row.startsAt > options.now)) return null;
  return buildLandingPage(db, row, options);
}

async function buildLandingPage(
  db: Database,
  row: NonNullable<LandingRow>,
  options: { now: Date; today: string; categorySlug?: string },
): Promise<LandingPage | null> {
  const index = await catalogueIndex(db);
  let categoryId: number | undefined;
  if (options.categorySlug) {
    categoryId = index.categoryIdBySlug.get(options.categorySlug);
    if (categoryId === undefined) return null;
  }
  const picked = await db
    .select({ bookId: landingBooks.bookId })
    .from(landingBooks)
    .where(eq(landingBooks.landingId, row.id))
    .orderBy(asc(landingBooks.position));

  let positions: number[];
  if (picked.length > 0) {
    positions = picked.flatMap(({ bookId }) => {
      const i = index.indexOfId.get(bookId);
      return i === undefined ? [] : [i];
    });
  } else {
    const order = ORDERS.has(row.ruleOrder as ListOrder)
      ? (row.ruleOrder as ListOrder)
      : "bestsellers";
    const result = queryList(index, {
      filters: {
        ...(row.ruleCategoryId ? { categoryId: row.ruleCategoryId } : {}),
        ...(row.ruleMaxPrice !== null ? { priceMax: row.ruleMaxPrice } : {}),
        ...(row.ruleFormat ? { formats: [row.ruleFormat] } : {}),
        availability: ["in-stock", "preorder"],
      },
      order,
      page: 1,
      pageSize: row.ruleLimit,
      today: dayNumber(options.today),
    });
    positions = result.ids.flatMap((id) => {
      const i = index.indexOfId.get(id);
      return i === undefined ? [] : [i];
    });
  }

  // Categories of the selection (top level and sub-categories), for the landing's category links.
  const counts = new Map<number, number>();
  for (const i of positions) {
    for (const id of categoriesOf(index, i)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  if (categoryId !== undefined) {
    const wanted = categoryId;
    positions = positions.filter((i) => categoriesOf(index, i).includes(wanted));
    if (positions.length === 0) return null;
  }
  const books = await bookCardsByIds(
    db,
    positions.map((i) => index.ids[i] ?? 0),
    options.today,
  );
  const category = categoryId === undefined ? undefined : index.categories.get(categoryId);
  return {
    kind: row.kind,
    slug: row.slug,
    path: landingPath(row.kind, row.slug),
    title: row.title,
    intro: row.intro,
    bannerText: row.bannerText,
    bannerColor: row.bannerColor,
    state: row.endsAt && row.endsAt < options.now ? "ended" : "active",
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    books,
    categories: [...counts]
      .flatMap(([id, count]) => {
        const c = index.categories.get(id);
        return c && c.parentId === null ? [{ name: c.name, slug: c.slug, count }] : [];
      })
      .sort((a, b) => b.count - a.count),
    category: category ? { name: category.name, slug: category.slug } : null,
  };
}

export interface LandingLink {
  kind: LandingKind;
  slug: string;
  title: string;
  intro: string;
  path: string;
}

/** Landings running now (started, not ended), optionally of some kinds. */
export async function activeLandings(
  db: Database,
  now: Date,
  kinds?: LandingKind[],
): Promise<LandingLink[]> {
  const rows = await db
    .select({
      kind: landings.kind,
      slug: landings.slug,
      title: landings.title,
      intro: landings.intro,
    })
    .from(landings)
    .where(
      and(
        or(isNull(landings.startsAt), lte(landings.startsAt, now)),
        or(isNull(landings.endsAt), gte(landings.endsAt, now)),
        kinds ? inArray(landings.kind, kinds) : undefined,
      ),
    )
    .orderBy(asc(landings.position), asc(landings.title));
  return rows.map((row) => ({ ...row, path: landingPath(row.kind, row.slug) }));
}

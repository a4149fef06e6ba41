// What a product page shows around the book: the other volumes of its series, more books by the
// same author and from the same category, its review summary and whether a preview exists.
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { bookPreviews, bookReviews, books } from "../../../db/schema";
import { bookCardsByIds } from "./book-cards.server";
import { cachedByCatalogue, catalogueIndex } from "./list-index/index-store.server";
import type { BookDetails } from "./types";

/** How many books each "more like this" strip shows. */
export const RELATED_BOOKS = 6;

export interface SeriesVolume {
  slug: string;
  title: string;
  volume: number | null;
}

export interface ReviewSummary {
  count: number;
  /** Average rating, one decimal; null without reviews. */
  average: number | null;
}

/** Reviews change without the catalogue moving: a cached summary lives at most this long. */
export const EXTRAS_CACHE_MS = 5 * 60_000;

const seriesVolumesField = (expression: string, seriesId: number) => sql<(string | null)[] | null>`(
  select array_agg(${sql.raw(expression)} order by v.series_volume nulls last, v.id)
  from ${books} v where ${seriesId} <> 0 and v.series_id = ${seriesId} and v.is_listed)`;

/** Kept until the catalogue changes, or EXTRAS_CACHE_MS at the most. */
export function bookExtras(db: Database, book: BookDetails, today: string) {
  const period = Math.floor(Date.now() / EXTRAS_CACHE_MS);
  return cachedByCatalogue(db, `extras:${book.id}:${today}:${period}`, () =>
    loadBookExtras(db, book, today),
  );
}

async function loadBookExtras(db: Database, book: BookDetails, today: string) {
  const index = await catalogueIndex(db);
  const self = index.indexOfId.get(book.id);
  const firstAuthor = book.authors[0] ? index.authorIdBySlug.get(book.authors[0].slug) : undefined;
  const primaryCategory = book.categories[0]
    ? index.categoryIdBySlug.get(book.categories[0].slug)
    : undefined;

  // Best-selling members of a set, leaving out this book and any already picked.
  const taken = new Set<number>(self === undefined ? [] : [self]);
  const bestOf = (members: Int32Array | undefined): number[] => {
    if (!members) return [];
    const rank = index.ranks.bestsellers;
    const picked = [...members]
      .filter((i) => !taken.has(i))
      .sort((a, b) => (rank[a] ?? 0) - (rank[b] ?? 0))
      .slice(0, RELATED_BOOKS);
    for (const i of picked) taken.add(i);
    return picked.map((i) => index.ids[i] ?? 0);
  };
  const byAuthorIds = bestOf(
    firstAuthor === undefined ? undefined : index.authorMembers.get(firstAuthor),
  );
  const sameCategoryIds = bestOf(
    primaryCategory === undefined ? undefined : index.categoryMembers.get(primaryCategory),
  );

  const seriesId = self === undefined ? 0 : (index.series[self] ?? 0);
  // Two statements in all: the embedded database answers one query at a time, so fewer is faster.
  const [cards, [about]] = await Promise.all([
    bookCardsByIds(db, [...byAuthorIds, ...sameCategoryIds], today),
    db
      .select({
        reviewCount: sql<number>`(select count(*)::int from ${bookReviews} r
          where r.book_id = ${book.id} and r.status = 'published')`,
        reviewAverage: sql<string | null>`(select avg(r.rating) from ${bookReviews} r
          where r.book_id = ${book.id} and r.status = 'published')`,
        hasPreview: sql<boolean>`exists (select 1 from ${bookPreviews} p where p.book_id = ${book.id})`,
        // Arrays, not JSON: the embedded database builds JSON several times slower.
        volumeSlugs: seriesVolumesField("v.slug", seriesId),
        volumeTitles: seriesVolumesField("v.title", seriesId),
        volumeNumbers: seriesVolumesField("v.series_volume::text", seriesId),
      })
      .from(sql`(select 1) as one`),
  ]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const pick = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const byAuthor = pick(byAuthorIds);
  const sameCategory = pick(sameCategoryIds);
  const volumes: SeriesVolume[] = (about?.volumeSlugs ?? []).map((slug, i) => {
    const volume = about?.volumeNumbers?.[i];
    return {
      slug: slug ?? "",
      title: about?.volumeTitles?.[i] ?? "",
      volume: volume ? Number(volume) : null,
    };
  });
  const reviewSummary: ReviewSummary = {
    count: about?.reviewCount ?? 0,
    average: about?.reviewAverage ? Math.round(Number(about.reviewAverage) * 10) / 10 : null,
  };
  return { byAuthor, sameCategory, volumes, reviewSummary, hasPreview: Boolean(about?.hasPreview) };
}

export type BookExtras = Awaited<ReturnType<typeof loadBookExtras>>;

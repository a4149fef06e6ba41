// What a product page shows around the book: the other volumes of its series, its review summary
// and whether a preview exists (read in the book's own statement), and more books by the same
// author and from the same category (picked from the catalogue index, no query).
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { bookPreviews, bookReviews, books } from "../../../db/schema";
import { bookCardsByIds, outerBookId } from "./book-cards.server";
import { bestRanked } from "./list-index/best-ranked";
import { catalogueIndex } from "./list-index/index-store.server";
import { columnsSubquery, splitColumns } from "./sql-columns.server";
import type { BookDetails, BookFacts, RelatedBooks, SeriesVolume } from "./types";

/** How many books each "more like this" strip shows. */
export const RELATED_BOOKS = 6;

/** Columns for the select of a books row that yield its facts (see toBookFacts). */
export const bookFactsColumns = {
  /** [count, average] of the published reviews, as text. */
  reviews: sql<(string | null)[] | null>`(select array[count(*)::text, avg(r.rating)::text]
    from ${bookReviews} r where r.book_id = ${outerBookId} and r.status = 'published')`,
  hasPreview: sql<boolean>`exists (select 1 from ${bookPreviews} p where p.book_id = ${outerBookId})`,
  /** slug, title, volume of every listed volume of the book's series. */
  volumes: columnsSubquery(
    ["v.slug", "v.title", "v.series_volume"],
    "v.series_volume nulls last, v.id",
    sql`from ${books} v where v.series_id = "books"."series_id" and v.is_listed`,
  ),
};

type FactsRow = {
  [K in keyof typeof bookFactsColumns]: (typeof bookFactsColumns)[K]["_"]["type"];
};

export function toBookFacts(row: FactsRow): BookFacts {
  const [slugs = [], titles = [], numbers = []] = splitColumns(row.volumes, 3);
  const volumes: SeriesVolume[] = slugs.map((slug, i) => {
    const volume = numbers[i];
    return { slug: slug ?? "", title: titles[i] ?? "", volume: volume ? Number(volume) : null };
  });
  const [count, average] = row.reviews ?? [];
  return {
    volumes,
    reviewSummary: {
      count: Number(count ?? 0),
      average: average ? Math.round(Number(average) * 10) / 10 : null,
    },
    hasPreview: Boolean(row.hasPreview),
  };
}

/** The best sellers of the book's first author and of its primary category, six of each. */
export async function relatedBooks(
  db: Database,
  book: BookDetails,
  today: string,
): Promise<RelatedBooks> {
  const index = await catalogueIndex(db);
  const self = index.indexOfId.get(book.id);
  const firstAuthor = book.authors[0] ? index.authorIdBySlug.get(book.authors[0].slug) : undefined;
  const primaryCategory = book.categories[0]
    ? index.categoryIdBySlug.get(book.categories[0].slug)
    : undefined;

  // Best-selling members of a set, leaving out this book and any already picked.
  const taken = new Set<number>(self === undefined ? [] : [self]);
  const rank = index.ranks.bestsellers;
  const bestOf = (members: Int32Array | undefined): number[] => {
    if (!members) return [];
    const picked = bestRanked(members, RELATED_BOOKS, rank, (i) => !taken.has(i));
    for (const i of picked) taken.add(i);
    return picked.map((i) => index.ids[i] ?? 0);
  };
  const byAuthorIds = bestOf(
    firstAuthor === undefined ? undefined : index.authorMembers.get(firstAuthor),
  );
  const sameCategoryIds = bestOf(
    primaryCategory === undefined ? undefined : index.categoryMembers.get(primaryCategory),
  );
  const [byAuthor, sameCategory] = await Promise.all([
    bookCardsByIds(db, byAuthorIds, today),
    bookCardsByIds(db, sameCategoryIds, today),
  ]);
  return { byAuthor, sameCategory };
}

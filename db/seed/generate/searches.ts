// A plausible searches log, so suggestions have something to offer on a fresh shop: the best
// sellers' titles and their authors' names, searched about as often as the books sell, written
// as the catalogue writes them (as the shop's own log does, see search-log.server.ts).
import { normaliseText } from "../../../app/features/search/normalise";
import type { searchQueries } from "../../schema";
import type { SeedCalendar } from "./calendar";
import { timestampOf } from "./calendar";
import type { CatalogueRows } from "./context";

export type SearchQueryRow = typeof searchQueries.$inferInsert;

/** Titles and author names that enter the log. */
const LOGGED_BOOKS = 400;

export function buildSearches(rows: CatalogueRows, calendar: SeedCalendar): SearchQueryRow[] {
  const names = new Map(rows.contributors.map((c) => [c.id, c.name]));
  const authorOf = new Map<number, number>();
  for (const link of rows.bookContributors) {
    if (link.role === "author" && link.position === 0)
      authorOf.set(link.bookId, link.contributorId);
  }
  const bestsellers = [...rows.books]
    .filter((b) => b.format !== "pack")
    .sort((a, b) => (b.salesCount ?? 0) - (a.salesCount ?? 0) || a.id - b.id)
    .slice(0, LOGGED_BOOKS);
  const log = new Map<string, SearchQueryRow>();
  const add = (text: string, searches: number) => {
    const normalized = normaliseText(text);
    if (!normalized) return;
    const row = log.get(normalized);
    if (row) row.searches = (row.searches ?? 0) + searches;
    else
      log.set(normalized, {
        normalized,
        text,
        searches,
        results: 1,
        lastSearchedAt: timestampOf(calendar.referenceDate),
      });
  };
  for (const book of bestsellers) {
    const searches = Math.max(1, Math.round((book.salesCount ?? 0) / 10));
    add(book.title, searches);
    const author = names.get(authorOf.get(book.id) ?? 0);
    if (author) add(author, Math.max(1, Math.round(searches / 2)));
  }
  return [...log.values()].sort((a, b) => (a.normalized < b.normalized ? -1 : 1));
}

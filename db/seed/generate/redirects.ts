// Old slugs of "renamed" books, which the book route answers with a 301 to the current slug.
import { isoDate, timestampOf } from "./calendar";
import type { CatalogueDraft } from "./context";

export function buildRedirects(draft: CatalogueDraft): void {
  const { rng, rows, bookSlugs, calendar } = draft;
  const createdAt = timestampOf(isoDate(calendar.at("2025-06-02")));
  const moara = rows.books[0];
  if (moara?.title === "Moara cu noroc" && !bookSlugs.has("moara-cu-noroc")) {
    rows.slugRedirects.push({ oldSlug: "moara-cu-noroc", bookId: moara.id, createdAt });
  }
  for (const book of rows.books) {
    if (book.format === "pack" || !rng.chance(0.01)) continue;
    const oldSlug = `${book.slug}-editia-veche`;
    if (bookSlugs.has(oldSlug)) continue;
    rows.slugRedirects.push({ oldSlug, bookId: book.id, createdAt });
  }
}

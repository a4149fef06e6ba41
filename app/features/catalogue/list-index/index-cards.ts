// Book cards read straight from the catalogue index: no query, whatever the list.
import { availabilityOf } from "../availability";
import type { BookCard, ContributorRef } from "../types";
import { type CatalogueIndex, FORMATS } from "./catalogue-index";

/** The card of the book at position `i` of the index. */
export function cardAt(index: CatalogueIndex, i: number, today: string): BookCard {
  const availableFrom = index.availableFromDates[i] ?? null;
  const oldPrice = index.oldPrices[i] ?? -1;
  const authors: ContributorRef[] = [];
  for (let a = index.authorOffsets[i] ?? 0; a < (index.authorOffsets[i + 1] ?? 0); a++) {
    const author = index.authors.get(index.authorIds[a] ?? 0);
    if (author) authors.push({ name: author.name, slug: author.slug });
  }
  return {
    id: index.ids[i] ?? 0,
    slug: index.slugs[i] ?? "",
    title: index.titles[i] ?? "",
    subtitle: index.subtitles[i] ?? "",
    format: FORMATS[index.format[i] ?? 0] ?? "paperback",
    price: index.price[i] ?? 0,
    oldPrice: oldPrice < 0 ? null : oldPrice,
    authors,
    cover: index.covers[i] ?? null,
    availability: availabilityOf({ stock: index.stock[i] ?? 0, availableFrom }, today),
    availableFrom,
    promotion: index.promotions.get(i) ?? null,
  };
}

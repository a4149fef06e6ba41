// Catalogue books as favourites items, and the stored `url` back into a link.

import { bookPath } from "~/lib/paths";
import type { BookCard, BookDetails } from "../catalogue/types";
import type { FavouriteItem } from "./schemas";

/** The item the heart button saves: what the panel shows until the next refresh. */
export function bookToFavourite(book: BookCard | BookDetails): FavouriteItem {
  return {
    id: book.id,
    title: book.title,
    subtitle: book.subtitle,
    url: bookPath(book.slug),
    price: book.price,
    oldPrice: book.oldPrice,
    mainImageUrl: book.cover?.smallUrl ?? null,
    ammount: 1,
    products:
      "packItems" in book
        ? book.packItems.map((item) => ({
            id: item.id,
            title: item.title,
            url: bookPath(item.slug),
            mainImageUrl: item.cover?.smallUrl ?? null,
          }))
        : [],
  };
}

/**
 * Where a stored item's title links, or null for no link. Lists written by the old shop hold a
 * bare product url; anything else that is not a path on this site (another host, a script
 * URL planted in localStorage) gets no link.
 */
export function bookHref(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  if (/^[a-z0-9][a-z0-9-]*$/i.test(url)) return bookPath(url);
  return null;
}

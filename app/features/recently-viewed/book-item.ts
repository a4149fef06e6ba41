// A visited catalogue book as a recently viewed item.
import type { BookDetails } from "../catalogue/types";
import { bookToFavourite } from "../favourites/book-item";
import type { RecentItem } from "./schemas";

export function bookToRecent(book: BookDetails, seenAt: number): RecentItem {
  return {
    ...bookToFavourite(book),
    mainImageUrlWebP: book.cover?.smallUrlWebp ?? null,
    dateAddedToRecent: seenAt,
  };
}

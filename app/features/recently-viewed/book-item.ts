// A visited catalogue book as a recently viewed item.
import type { RecentItem } from "~/lib/stored-items";
import { bookListFields } from "../catalogue/list-item-fields";
import type { BookDetails } from "../catalogue/types";

export function bookToRecent(book: BookDetails, seenAt: number): RecentItem {
  return {
    ...bookListFields(book),
    ammount: 1,
    mainImageUrlWebP: book.cover?.smallUrlWebp ?? null,
    dateAddedToRecent: seenAt,
  };
}

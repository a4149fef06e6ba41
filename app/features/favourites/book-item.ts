// Catalogue books as favourites items.
import type { FavouriteItem } from "~/lib/stored-items";
import { bookListFields } from "../catalogue/list-item-fields";
import type { BookCard, BookDetails } from "../catalogue/types";

/** The item the heart button saves: what the panel shows until the next refresh. */
export function bookToFavourite(book: BookCard | BookDetails): FavouriteItem {
  return { ...bookListFields(book), ammount: 1 };
}

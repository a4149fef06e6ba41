import type { BookCard, BookDetails } from "../../catalogue/types";
import { bookToFavourite } from "../book-item";
import { hasFavourite } from "../favourite-items";
import { toggleFavourite, useFavourites } from "../favourites-store";
import { HeartIcon } from "./heart-icon";

/**
 * Adds the book to the favourites or takes it out (and, logged in, in the server wishlist). The
 * list lives in the browser, so the server (and hydration) render it not pressed; it shows the
 * stored state right after hydration.
 */
export function HeartButton({
  book,
  className = "",
}: {
  book: BookCard | BookDetails;
  className?: string;
}) {
  const pressed = hasFavourite(useFavourites(), book.id);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`${pressed ? "Elimină de la favorite" : "Adaugă la favorite"}: ${book.title}`}
      title={pressed ? "Elimină de la favorite" : "Adaugă la favorite"}
      onClick={() => void toggleFavourite(bookToFavourite(book))}
      className={`flex size-10 shrink-0 items-center justify-center rounded-full border border-stone-200 bg-white/90 text-brand-700 shadow-sm hover:bg-brand-50 ${className}`}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}

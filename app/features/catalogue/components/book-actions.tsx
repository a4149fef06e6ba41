// What other features add to a book on the catalogue's cards and product page: the favourites
// heart and the add-to-cart buttons. The layout fills these slots (components/layout/
// shop-book-actions.tsx), so the catalogue shows them without importing the features they
// belong to, which themselves build on the catalogue.
import { type ComponentType, createContext, useContext } from "react";
import type { BookCard, BookDetails } from "../types";

export interface BookActions {
  /** Adds the book to the favourites or takes it out: over a card's cover, beside the title. */
  Favourite: ComponentType<{ book: BookCard | BookDetails; className?: string }>;
  /** "Adaugă în coș" on the product page and the cards; "Precomandă" for a pre-order. */
  AddToCart: ComponentType<{
    productId: number;
    title: string;
    size?: "md" | "lg";
    preorder?: boolean;
  }>;
  /** A card's small quick add ("Adaugă în coș", "Precomandă"); none for an unavailable book. */
  QuickAdd: ComponentType<{ book: BookCard }>;
}

const Nothing = () => null;

export const BookActionsContext = createContext<BookActions>({
  Favourite: Nothing,
  AddToCart: Nothing,
  QuickAdd: Nothing,
});

export function useBookActions(): BookActions {
  return useContext(BookActionsContext);
}

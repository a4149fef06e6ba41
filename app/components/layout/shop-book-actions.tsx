// Where the catalogue meets the features built on it: its cards and product page get the
// favourites heart and the add-to-cart button through the catalogue's BookActions slots.
import type { ReactNode } from "react";
import { AddToCartButton } from "~/features/cart/components/add-to-cart-button";
import { QuickAddButton } from "~/features/cart/components/quick-add-button";
import { type BookActions, BookActionsContext } from "~/features/catalogue/components/book-actions";
import { HeartButton } from "~/features/favourites/components/heart-button";

const SHOP_BOOK_ACTIONS: BookActions = {
  Favourite: HeartButton,
  AddToCart: AddToCartButton,
  QuickAdd: QuickAddButton,
};

export function ShopBookActions({ children }: { children: ReactNode }) {
  return <BookActionsContext value={SHOP_BOOK_ACTIONS}>{children}</BookActionsContext>;
}

// The favourites list's operations (spec section 4): keyed by product id, added only if absent.

import type { FavouriteItem } from "~/lib/stored-items";
import type { ApiProduct } from "../catalogue/api-product";
import { productListFields } from "../catalogue/list-item-fields";

export function hasFavourite(items: readonly FavouriteItem[], id: number): boolean {
  return items.some((item) => item.id === id);
}

export function addFavourite(
  items: readonly FavouriteItem[],
  item: FavouriteItem,
): FavouriteItem[] {
  if (hasFavourite(items, item.id)) return [...items];
  return [...items, { ...item, ammount: 1 }];
}

export function removeFavourite(items: readonly FavouriteItem[], id: number): FavouriteItem[] {
  return items.filter((item) => item.id !== id);
}

/** Keeps the first item of each id (storage written by hand or by an old version may repeat). */
export function uniqueFavourites(items: readonly FavouriteItem[]): FavouriteItem[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

export function productToFavourite(product: ApiProduct): FavouriteItem {
  return { ...productListFields(product), ammount: 1 };
}

/**
 * The list after the server answered for its ids: each book in its current state, in the saved
 * order; books the shop no longer lists leave the list.
 */
export function refreshFavourites(
  items: readonly FavouriteItem[],
  products: readonly ApiProduct[],
): FavouriteItem[] {
  const byId = new Map(products.map((product) => [product.productId ?? product.id, product]));
  return items.flatMap((item) => {
    const product = byId.get(item.id);
    return product ? [productToFavourite(product)] : [];
  });
}

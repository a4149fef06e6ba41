// Spec section 4: opening the favourites panel refetches the saved books and replaces the list.

import type { FavouriteItem } from "~/lib/stored-items";
import type { ApiProduct } from "../catalogue/api-product";
import { fetchProducts } from "../catalogue/fetch-products";
import { refreshFavourites } from "./favourite-items";
import { favouritesList } from "./favourites-store";

/** The products endpoint answers at most this many ids per call. */
export const REFRESH_BATCH = 200;

/**
 * The stored list once the server answered for `asked`: asked books in their current state or
 * gone; books saved (in another tab, or by a heart click) while the answer travelled are kept.
 */
export function mergeRefreshed(
  current: readonly FavouriteItem[],
  asked: ReadonlySet<number>,
  products: readonly ApiProduct[],
): FavouriteItem[] {
  const fresh = new Map(refreshFavourites(current, products).map((item) => [item.id, item]));
  return current.flatMap((item) => {
    if (!asked.has(item.id)) return [item];
    const refreshed = fresh.get(item.id);
    return refreshed ? [refreshed] : [];
  });
}

/**
 * Refetches every saved book and stores the answer. On failure the stored list stays as it is:
 * the panel still shows the saved books, with the prices they had when saved.
 */
export async function refreshStoredFavourites(
  fetch: (ids: number[]) => Promise<ApiProduct[]> = fetchProducts,
): Promise<"refreshed" | "unchanged" | "failed"> {
  const ids = favouritesList.read().map((item) => item.id);
  if (ids.length === 0) return "unchanged";
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
    batches.push(ids.slice(start, start + REFRESH_BATCH));
  }
  let products: ApiProduct[];
  try {
    products = (await Promise.all(batches.map((batch) => fetch(batch)))).flat();
  } catch {
    return "failed";
  }
  favouritesList.write(mergeRefreshed(favouritesList.read(), new Set(ids), products));
  return "refreshed";
}

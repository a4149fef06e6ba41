// Spec section 4: opening the favourites panel refetches the saved books and replaces the list.

import type { FavouriteItem } from "~/lib/stored-items";
import type { ApiProduct } from "../catalogue/api-product";
import { fetchProducts } from "../catalogue/fetch-products";
import { productToFavourite, refreshFavourites } from "./favourite-items";
import { favouritesList } from "./favourites-store";
import { fetchServerWishlist, isLoggedIn, type ServerList } from "./server-wishlist";

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

/**
 * The stored list once the server wishlist answered (logged in): the server's books in its
 * order, then those saved here while the answer travelled (not in `asked`) that it did not know.
 */
export function adoptServerList(
  current: readonly FavouriteItem[],
  asked: ReadonlySet<number>,
  products: readonly ApiProduct[],
): FavouriteItem[] {
  const server = products.map(productToFavourite);
  const known = new Set(server.map((item) => item.id));
  const late = current.filter((item) => !asked.has(item.id) && !known.has(item.id));
  return [...server, ...late];
}

/**
 * Asks the server wishlist (a fetch, or the login merge of the ids stored now) and stores its
 * answer as the list.
 */
export async function storeServerList(
  ask: (storedIds: number[]) => Promise<ServerList>,
): Promise<ServerList> {
  const ids = favouritesList.read().map((item) => item.id);
  const answer = await ask(ids);
  if (Array.isArray(answer)) {
    favouritesList.write(adoptServerList(favouritesList.read(), new Set(ids), answer));
  }
  return answer;
}

/**
 * What opening the panel refreshes: a logged-in shopper's list is the server wishlist (a book
 * saved on another device shows up here); anyone else's is refetched by its ids. When the server
 * forgets the login, the browser's list is refreshed as an anonymous one.
 */
export async function refreshPanelFavourites(
  fetchWishlist: () => Promise<ServerList> = fetchServerWishlist,
): Promise<"refreshed" | "unchanged" | "failed"> {
  if (isLoggedIn()) {
    const answer = await storeServerList(() => fetchWishlist());
    if (Array.isArray(answer)) return "refreshed";
    if (answer === "failed") return "failed";
  }
  return refreshStoredFavourites();
}

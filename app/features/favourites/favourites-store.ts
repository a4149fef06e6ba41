// Favourites under the spec's `Wishlist` key. For a logged-in shopper every change goes to the
// server wishlist too (spec sections 4 and 7); anonymous shoppers' lists stay in the browser.
import { createStoredList, useStoredList } from "~/lib/browser-storage";
import { type FavouriteItem, favouriteItemSchema } from "~/lib/stored-items";
import { addFavourite, hasFavourite, removeFavourite, uniqueFavourites } from "./favourite-items";
import { addToServerWishlist, isLoggedIn, removeFromServerWishlist } from "./server-wishlist";

export const favouritesList = createStoredList<FavouriteItem>({
  key: "Wishlist",
  item: favouriteItemSchema,
  normalise: uniqueFavourites,
});

export function useFavourites(): FavouriteItem[] {
  return useStoredList(favouritesList);
}

/**
 * Adds the book, or removes it when it is already a favourite; answers whether it is one now.
 * Adding shows at once (the server's add runs behind it; a failure is not shown, spec section 8);
 * removing waits for the server when logged in.
 */
export async function toggleFavourite(item: FavouriteItem): Promise<boolean> {
  if (hasFavourite(favouritesList.read(), item.id)) {
    return !(await removeStoredFavourite(item.id));
  }
  favouritesList.update((items) => addFavourite(items, item));
  if (isLoggedIn()) void addToServerWishlist(item.id);
  return true;
}

/**
 * Spec section 4: removing calls the server and, on success, removes the book locally. False
 * when a logged-in shopper's server refused or could not be reached: the book stays. A login the
 * server no longer knows is forgotten, and the list is the browser's alone again.
 */
export async function removeStoredFavourite(id: number): Promise<boolean> {
  if (isLoggedIn() && (await removeFromServerWishlist(id)) === "failed") return false;
  forgetFavourite(id);
  return true;
}

/** Takes the book out of this browser's list only (the server wishlist already lost it). */
export function forgetFavourite(id: number): void {
  favouritesList.update((items) => removeFavourite(items, id));
}

// Favourites under the spec's `Wishlist` key.
import { createStoredList, useStoredList } from "~/lib/browser-storage";
import { type FavouriteItem, favouriteItemSchema } from "~/lib/stored-items";
import { addFavourite, hasFavourite, removeFavourite, uniqueFavourites } from "./favourite-items";

export const favouritesList = createStoredList<FavouriteItem>({
  key: "Wishlist",
  item: favouriteItemSchema,
  normalise: uniqueFavourites,
});

export function useFavourites(): FavouriteItem[] {
  return useStoredList(favouritesList);
}

/** Adds the book, or removes it when it is already a favourite; answers whether it is one now. */
export function toggleFavourite(item: FavouriteItem): boolean {
  const wasFavourite = hasFavourite(favouritesList.read(), item.id);
  favouritesList.update((items) =>
    wasFavourite ? removeFavourite(items, item.id) : addFavourite(items, item),
  );
  return !wasFavourite;
}

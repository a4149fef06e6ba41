// Test factories for the browser-kept list items (stored-items.ts), e.g.
// createFavourite({ price: 1999 }). Ids count up so that two calls never collide.
import type { FavouriteItem, RecentItem } from "~/lib/stored-items";

let counter = 0;
const next = () => ++counter;

export function createFavourite(overrides: Partial<FavouriteItem> = {}): FavouriteItem {
  const n = overrides.id ?? next();
  return {
    id: n,
    title: `Cartea ${n}`,
    subtitle: "",
    url: `/carte/cartea-${n}`,
    price: 3999,
    oldPrice: 4999,
    mainImageUrl: `/covers/${n}-small.jpg`,
    ammount: 1,
    products: [],
    ...overrides,
  };
}

export function createRecent(overrides: Partial<RecentItem> = {}): RecentItem {
  const favourite = createFavourite(overrides);
  return {
    ...favourite,
    mainImageUrlWebP: `/covers/${favourite.id}-small.webp`,
    dateAddedToRecent: 1_700_000_000_000,
    ...overrides,
  };
}

// Test factories for browser-kept list items and the API products that refresh them, e.g.
// createFavourite({ price: 1999 }). Ids count up so that two calls never collide.
import type { ApiProduct } from "../catalogue/api-product";
import type { RecentItem } from "../recently-viewed/schemas";
import type { FavouriteItem } from "./schemas";

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

export function createApiProduct(overrides: Partial<ApiProduct> = {}): ApiProduct {
  const n = overrides.productId ?? overrides.id ?? next();
  return {
    id: n,
    productId: n,
    title: `Cartea ${n}`,
    subtitle: "",
    url: `/carte/cartea-${n}`,
    price: 3999,
    oldPrice: 4999,
    images: { bg: [], sm: [] },
    mainImageUrl: `/covers/${n}-small.jpg`,
    mainImageUrlWebP: `/covers/${n}-small.webp`,
    categories: [],
    publisher: null,
    authors: [],
    isEpicOffer: false,
    epicOfferPrice: null,
    isWowBestseller: false,
    wowBestsellerPrice: null,
    hideInCart: false,
    isPromo: false,
    freeShipping: false,
    isUnavailable: false,
    maxQuantityToOrder: 10,
    productTypeId: 1,
    dateAvailable: null,
    products: [],
    ...overrides,
  };
}

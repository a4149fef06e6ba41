// Test data in the JSON API's product shape, for the browser lists' tests.
import type { ApiProduct } from "./api-product";

let counter = 0;

export function createApiProduct(overrides: Partial<ApiProduct> = {}): ApiProduct {
  const n = overrides.productId ?? overrides.id ?? ++counter;
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

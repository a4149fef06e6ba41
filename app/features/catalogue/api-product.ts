// The product shape of spec section 3, as the browser receives it from the JSON API (money in
// bani). Types only, so browser code can import it.

export interface ApiImage {
  url: string;
  urlWebP: string;
}

export interface ApiProduct {
  id: number;
  productId: number;
  title: string;
  subtitle: string;
  url: string;
  price: number;
  oldPrice: number | null;
  images: { bg: ApiImage[]; sm: ApiImage[] };
  mainImageUrl: string | null;
  mainImageUrlWebP: string | null;
  categories: { name: string }[];
  publisher: string | null;
  authors: string[];
  isEpicOffer: boolean;
  epicOfferPrice: number | null;
  isWowBestseller: boolean;
  wowBestsellerPrice: number | null;
  hideInCart: boolean;
  isPromo: boolean;
  freeShipping: boolean;
  isUnavailable: boolean;
  maxQuantityToOrder: number;
  productTypeId: number;
  dateAvailable: string | null;
  products: { id: number; title: string; url: string; mainImageUrl: string | null }[];
}

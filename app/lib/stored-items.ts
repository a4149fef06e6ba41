// The lists the browser keeps (spec section 3): the cart under `Cos`, the favourites under
// `Wishlist`, the recently viewed books under `Recent`. Shared by the storage module, the
// features that own each list and their tests, so no feature imports another for a shape.
// Reading is forgiving: a missing flag takes its default, a bad quantity is repaired; only an
// item without an id or title is dropped. zod/mini, because these schemas ship to every page
// and the full zod build would triple the page's own JavaScript.
import * as z from "zod/mini";

const id = z.int().check(z.positive());
const money = z.int().check(z.minimum(0));
const optionalMoney = z.catch(z.nullable(money), null);
const flag = z.catch(z.boolean(), false);
const text = z.string().check(z.maxLength(1000));
const optionalText = z.catch(z.nullable(text), null);
const title = text.check(z.minLength(1));

const packItemSchema = z.object({
  id,
  title: text,
  url: z.catch(text, ""),
  mainImageUrl: optionalText,
});
const packItemsSchema = z.catch(z.array(packItemSchema).check(z.maxLength(50)), []);

const quantity = z.pipe(
  z.catch(z.number(), 1),
  z.transform((n) => (Number.isFinite(n) ? Math.min(Math.max(1, Math.floor(n)), 9999) : 1)),
);

/** A cart line as the spec stores it under `Cos`; `ammount` is spelt as the spec spells it. */
export const cartLineSchema = z.object({
  id,
  title,
  subtitle: z.catch(text, ""),
  url: z.catch(text, ""),
  price: z.catch(money, 0),
  oldPrice: optionalMoney,
  mainImageUrl: optionalText,
  mainImageUrlWebP: optionalText,
  ammount: quantity,
  products: packItemsSchema,
  isPromo: flag,
  isUnavailable: flag,
  freeShipping: flag,
  maxQuantityToOrder: z.catch(z.int().check(z.minimum(1), z.maximum(9999)), 10),
  productTypeId: z.catch(z.int().check(z.minimum(1)), 1),
  dateAvailable: optionalText,
  isEpicOffer: flag,
  epicOfferPrice: optionalMoney,
  isWowBestseller: flag,
  wowBestsellerPrice: optionalMoney,
  hideInCart: flag,
  isGift: z.optional(flag),
  toChoose: z.optional(flag),
  /**
   * A gift voucher's line (/vouchercadou): the random reference of its row on the server, which
   * prices it. Its `id` is the row's number, never a product's.
   */
  giftCard: z.optional(z.catch(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{24}$/))), null)),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export type PackItem = z.infer<typeof packItemSchema>;

/** A favourites item (`Wishlist`), keyed by product id; `ammount` is always 1. */
export const favouriteItemSchema = z.object({
  id,
  title,
  subtitle: z.catch(text, ""),
  url: z.catch(text, ""),
  price: z.catch(money, 0),
  oldPrice: optionalMoney,
  mainImageUrl: optionalText,
  ammount: z.catch(z.literal(1), 1),
  products: packItemsSchema,
  /** At a campaign's price when saved or last refreshed (ours): shown without a PRP percent. */
  isEpicOffer: z.optional(flag),
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

/** A recently viewed item (`Recent`): a favourites item plus the WebP image and when it was seen. */
export const recentItemSchema = z.extend(favouriteItemSchema, {
  mainImageUrlWebP: optionalText,
  /** Milliseconds since the epoch. */
  dateAddedToRecent: z.catch(z.int().check(z.minimum(0)), 0),
});
export type RecentItem = z.infer<typeof recentItemSchema>;

// Shapes of the browser-kept lists (spec section 3), shared by the storage module, the widgets
// and the tests. Reading is forgiving: a missing flag takes its default, a bad quantity is
// repaired; only an item without an id or title is dropped.
import { z } from "zod";

export const money = z.number().int().min(0);
export const optionalMoney = money.nullable().catch(null);
const flag = z.boolean().catch(false);
export const text = z.string().max(1000);

export const packItemSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  url: text.catch(""),
  mainImageUrl: text.nullable().catch(null),
});

const quantity = z
  .number()
  .catch(1)
  .transform((n) => (Number.isFinite(n) ? Math.min(Math.max(1, Math.floor(n)), 9999) : 1));

/** A cart line as the spec stores it under `Cos`; `ammount` is spelt as the spec spells it. */
export const cartLineSchema = z.object({
  id: z.number().int().positive(),
  title: text.min(1),
  subtitle: text.catch(""),
  url: text.catch(""),
  price: money.catch(0),
  oldPrice: optionalMoney,
  mainImageUrl: text.nullable().catch(null),
  mainImageUrlWebP: text.nullable().catch(null),
  ammount: quantity,
  products: z.array(packItemSchema).max(50).catch([]),
  isPromo: flag,
  isUnavailable: flag,
  freeShipping: flag,
  maxQuantityToOrder: z.number().int().min(1).max(9999).catch(10),
  productTypeId: z.number().int().min(1).catch(1),
  dateAvailable: text.nullable().catch(null),
  isEpicOffer: flag,
  epicOfferPrice: optionalMoney,
  isWowBestseller: flag,
  wowBestsellerPrice: optionalMoney,
  hideInCart: flag,
  isGift: flag.optional(),
  toChoose: flag.optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export type PackItem = z.infer<typeof packItemSchema>;

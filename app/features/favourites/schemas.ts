// The favourites list as stored under `Wishlist` (spec section 3).
import { z } from "zod";
import { money, optionalMoney, packItemSchema, text } from "../cart/schemas";

/** A favourites item (`Wishlist`), keyed by product id; `ammount` is always 1. */
export const favouriteItemSchema = z.object({
  id: z.number().int().positive(),
  title: text.min(1),
  subtitle: text.catch(""),
  url: text.catch(""),
  price: money.catch(0),
  oldPrice: optionalMoney,
  mainImageUrl: text.nullable().catch(null),
  ammount: z.literal(1).catch(1),
  products: z.array(packItemSchema).max(50).catch([]),
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

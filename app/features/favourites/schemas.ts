// The favourites list as stored under `Wishlist` (spec section 3).
import * as z from "zod/mini";
import {
  id,
  money,
  optionalMoney,
  optionalText,
  packItemsSchema,
  text,
  title,
} from "../cart/schemas";

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
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

// The recently viewed list as stored under `Recent` (spec section 3).
import * as z from "zod/mini";
import { optionalText } from "../cart/schemas";
import { favouriteItemSchema } from "../favourites/schemas";

/** A recently viewed item (`Recent`): a favourites item plus the WebP image and when it was seen. */
export const recentItemSchema = z.extend(favouriteItemSchema, {
  mainImageUrlWebP: optionalText,
  /** Milliseconds since the epoch. */
  dateAddedToRecent: z.catch(z.int().check(z.minimum(0)), 0),
});
export type RecentItem = z.infer<typeof recentItemSchema>;

// The recently viewed list as stored under `Recent` (spec section 3).
import { z } from "zod";
import { text } from "../cart/schemas";
import { favouriteItemSchema } from "../favourites/schemas";

/** A recently viewed item (`Recent`): a favourites item plus the WebP image and when it was seen. */
export const recentItemSchema = favouriteItemSchema.extend({
  mainImageUrlWebP: text.nullable().catch(null),
  /** Milliseconds since the epoch. */
  dateAddedToRecent: z.number().int().min(0).catch(0),
});
export type RecentItem = z.infer<typeof recentItemSchema>;

// What the product page shows of a recommended product (a promo pack, a book bought together):
// the few fields its card needs, so the page's data carries no more than that. The same shape
// checks the logged-in list the browser fetches (zod/mini: this module ships to the browser).
import * as z from "zod/mini";
import { bookPath } from "~/lib/paths";
import type { ApiProduct } from "../catalogue/api-product";
import type { BookCard } from "../catalogue/types";

const money = z.int().check(z.minimum(0));
const imageUrl = z.nullable(z.string().check(z.regex(/^\/[^/]/)));

export const shownProductSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string().check(z.minLength(1)),
  subtitle: z.string(),
  /** A path of the shop, never another site or a script. */
  url: z.string().check(z.regex(/^\/[^/]/)),
  price: money,
  oldPrice: z.nullable(money),
  mainImageUrl: imageUrl,
  mainImageUrlWebP: imageUrl,
  authors: z.array(z.string()),
  isUnavailable: z.boolean(),
  /** Set only for a pre-order: the day it ships. */
  dateAvailable: z.nullable(z.string()),
  /** At a campaign's price: the card announces no percent off the PRP (see Price). */
  isEpicOffer: z._default(z.boolean(), false),
});

export type ShownProduct = z.infer<typeof shownProductSchema>;

export const shownProductsSchema = z.array(shownProductSchema);

export function toShownProduct(product: ApiProduct): ShownProduct {
  return {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle,
    url: product.url,
    price: product.price,
    oldPrice: product.oldPrice,
    mainImageUrl: product.mainImageUrl,
    mainImageUrlWebP: product.mainImageUrlWebP,
    authors: product.authors,
    isUnavailable: product.isUnavailable,
    dateAvailable: product.dateAvailable,
    isEpicOffer: product.isEpicOffer,
  };
}

/** The same fields from a catalogue card (the index's, which a page builds without a query). */
export function shownProductOfCard(card: BookCard): ShownProduct {
  return {
    id: card.id,
    title: card.title,
    subtitle: card.subtitle,
    url: bookPath(card.slug),
    price: card.price,
    oldPrice: card.oldPrice,
    mainImageUrl: card.cover?.smallUrl ?? null,
    mainImageUrlWebP: card.cover?.smallUrlWebp ?? null,
    authors: card.authors.map((author) => author.name),
    isUnavailable: card.availability === "out-of-stock",
    dateAvailable: card.availability === "preorder" ? card.availableFrom : null,
    isEpicOffer: card.promotion !== null,
  };
}

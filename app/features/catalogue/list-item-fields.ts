// The fields every browser-kept list (the cart, the favourites, the recently viewed books; see
// lib/stored-items.ts) takes from a catalogue book or a product of the JSON API. Each list adds
// its own fields; here so that those features need nothing from one another.
import { bookPath } from "~/lib/paths";
import type { ApiProduct } from "./api-product";
import type { BookCard, BookDetails } from "./types";

/** From a product of the JSON API (or of an `addProductToCart` event). */
export function productListFields(product: ApiProduct) {
  return {
    id: product.productId ?? product.id,
    title: product.title,
    subtitle: product.subtitle ?? "",
    url: product.url ?? "",
    price: product.price,
    oldPrice: product.oldPrice ?? null,
    mainImageUrl: product.mainImageUrl ?? null,
    products: product.products ?? [],
    isEpicOffer: product.isEpicOffer === true,
  };
}

/** From a book a page shows (a card, or the product page's book with its pack contents). */
export function bookListFields(book: BookCard | BookDetails) {
  return {
    id: book.id,
    title: book.title,
    subtitle: book.subtitle,
    url: bookPath(book.slug),
    price: book.price,
    oldPrice: book.oldPrice,
    mainImageUrl: book.cover?.smallUrl ?? null,
    isEpicOffer: book.promotion !== null,
    products:
      "packItems" in book
        ? book.packItems.map((item) => ({
            id: item.id,
            title: item.title,
            url: bookPath(item.slug),
            mainImageUrl: item.cover?.smallUrl ?? null,
          }))
        : [],
  };
}

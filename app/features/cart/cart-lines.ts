// The cart's list operations (spec section 4), pure so that they are tested without a browser.

import type { CartLine } from "~/lib/stored-items";
import type { ApiProduct } from "../catalogue/api-product";
import { productListFields } from "../catalogue/list-item-fields";
import {
  type ChosenGiftBook,
  type CreatedGiftCard,
  giftCardSubtitle,
  giftCardTitle,
  type QuoteGiftCard,
} from "../gift-cards/types";

function clampQuantity(quantity: number, line: Pick<CartLine, "maxQuantityToOrder">): number {
  return Math.min(Math.max(1, Math.floor(quantity)), line.maxQuantityToOrder);
}

const sameLine = (a: CartLine, b: CartLine) =>
  a.id === b.id && !!a.isGift === !!b.isGift && (a.giftCard ?? null) === (b.giftCard ?? null);

/** A product already in the cart gets one more (up to its maximum); otherwise a line is appended. */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const index = lines.findIndex((existing) => sameLine(existing, line));
  if (index === -1) return [...lines, { ...line, ammount: clampQuantity(line.ammount, line) }];
  return lines.map((existing, i) =>
    i === index
      ? { ...existing, ammount: clampQuantity(existing.ammount + 1, existing) }
      : existing,
  );
}

export function removeAt(lines: readonly CartLine[], index: number): CartLine[] {
  return lines.filter((_, i) => i !== index);
}

/** "Clear cart" keeps only the promo lines. */
export function clearCart(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.isPromo);
}

export function clearAll(): CartLine[] {
  return [];
}

export function clearGifts(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => !line.isGift);
}

/** Quantity never below 1 nor above the line's maximum. */
export function setQuantity(
  lines: readonly CartLine[],
  index: number,
  quantity: number,
): CartLine[] {
  if (!Number.isFinite(quantity)) return [...lines];
  return lines.map((line, i) =>
    i === index ? { ...line, ammount: clampQuantity(quantity, line) } : line,
  );
}

/** Puts `replacement` (a promo pack) in place of the line at `index`, merging with the same pack. */
export function replaceLine(
  lines: readonly CartLine[],
  index: number,
  replacement: CartLine,
): CartLine[] {
  const rest = lines.filter((_, i) => i !== index);
  if (rest.some((line) => sameLine(line, replacement))) return addLine(rest, replacement);
  const next = [...rest];
  next.splice(Math.min(index, next.length), 0, {
    ...replacement,
    ammount: clampQuantity(replacement.ammount, replacement),
  });
  return next;
}

/** The badge: units of every line the shopper is meant to see. */
export function visibleCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => (line.hideInCart ? sum : sum + line.ammount), 0);
}

/** A product of the JSON API (or of an `addProductToCart` event) as a new cart line. */
export function productToCartLine(product: ApiProduct, quantity = 1): CartLine {
  return {
    ...productListFields(product),
    mainImageUrlWebP: product.mainImageUrlWebP ?? null,
    ammount: Math.max(1, quantity),
    isPromo: product.isPromo ?? false,
    isUnavailable: product.isUnavailable ?? false,
    freeShipping: product.freeShipping ?? false,
    maxQuantityToOrder: Math.max(1, product.maxQuantityToOrder ?? 10),
    productTypeId: product.productTypeId ?? 1,
    dateAvailable: product.dateAvailable ?? null,
    isEpicOffer: product.isEpicOffer ?? false,
    epicOfferPrice: product.epicOfferPrice ?? null,
    isWowBestseller: product.isWowBestseller ?? false,
    wowBestsellerPrice: product.wowBestsellerPrice ?? null,
    hideInCart: product.hideInCart ?? false,
  };
}

/**
 * Brings stored lines up to date with the server's products: current price, PRP, availability and
 * maximum. A line whose product the server no longer lists stays, flagged unavailable, so the
 * shopper sees what happened and removes it.
 */
export function refreshLines(
  lines: readonly CartLine[],
  products: ReadonlyMap<number, ApiProduct>,
): CartLine[] {
  return lines.map((line) => {
    // Gift books and gift vouchers are not products of the list: the quote speaks for them.
    if (line.isGift || line.giftCard) return line;
    const product = products.get(line.id);
    if (!product) return { ...line, isUnavailable: true };
    const fresh = productToCartLine(product, line.ammount);
    return { ...fresh, ammount: clampQuantity(line.ammount, fresh) };
  });
}

const lineDefaults = {
  subtitle: "",
  url: "",
  oldPrice: null,
  mainImageUrl: null,
  mainImageUrlWebP: null,
  ammount: 1,
  products: [],
  isPromo: false,
  isUnavailable: false,
  freeShipping: false,
  maxQuantityToOrder: 1,
  productTypeId: 1,
  dateAvailable: null,
  isEpicOffer: false,
  epicOfferPrice: null,
  isWowBestseller: false,
  wowBestsellerPrice: null,
  hideInCart: false,
} satisfies Partial<CartLine>;

/** A gift voucher the /vouchercadou form created, as its cart line (one, never more). */
export function giftCardToCartLine(card: CreatedGiftCard): CartLine {
  return {
    ...lineDefaults,
    id: card.id,
    title: giftCardTitle(card.value),
    subtitle: giftCardSubtitle(card),
    url: "/vouchercadou",
    price: card.value,
    giftCard: card.ref,
  };
}

/** Appends a gift voucher's line (the same voucher twice stays one line). */
export function addGiftCardLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  if (lines.some((existing) => existing.giftCard && existing.giftCard === line.giftCard)) {
    return [...lines];
  }
  return [...lines, line];
}

/** The book chosen at /alege, as the cart's gift line (spec: isGift, price 0, toChoose). */
export function giftBookToCartLine(book: ChosenGiftBook): CartLine {
  return {
    ...lineDefaults,
    id: book.id,
    title: book.title,
    subtitle: book.subtitle,
    url: book.url,
    price: 0,
    oldPrice: book.price,
    mainImageUrl: book.mainImageUrl,
    mainImageUrlWebP: book.mainImageUrlWebP,
    isGift: true,
    toChoose: true,
  };
}

/** A cart has one gift book: the new choice replaces any earlier gift line. */
export function putGiftBook(lines: readonly CartLine[], line: CartLine): CartLine[] {
  return [...clearGifts(lines), line];
}

/**
 * Brings the lines the quote speaks for up to date: a gift voucher takes its row's value (or is
 * flagged unavailable), and a stored gift book the quote does not grant (the voucher expired or
 * was removed) leaves the cart, since only the voucher makes it free.
 */
export function syncQuotedGifts(
  lines: readonly CartLine[],
  quote: { giftCards: readonly QuoteGiftCard[]; giftBookId: number | null },
): CartLine[] {
  const cards = new Map(quote.giftCards.map((card) => [card.ref, card]));
  const seen = new Set<string>();
  return lines.flatMap((line) => {
    if (line.isGift) return line.id === quote.giftBookId ? [line] : [];
    if (!line.giftCard) return [line];
    // One line per voucher, as the quote charges it once (a copied line in storage goes).
    if (seen.has(line.giftCard)) return [];
    seen.add(line.giftCard);
    const card = cards.get(line.giftCard);
    if (!card) return [line];
    // Its title and subtitle come from its row too, whatever the stored line says.
    return card.status === "ok"
      ? [
          {
            ...line,
            title: giftCardTitle(card.value),
            subtitle: giftCardSubtitle(card),
            price: card.value,
            isUnavailable: false,
          },
        ]
      : [{ ...line, isUnavailable: true }];
  });
}

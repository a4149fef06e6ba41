// The cart's list operations (spec section 4), pure so that they are tested without a browser.

import type { CartLine } from "~/lib/stored-items";
import type { ApiProduct } from "../catalogue/api-product";
import { productListFields } from "../catalogue/list-item-fields";

function clampQuantity(quantity: number, line: Pick<CartLine, "maxQuantityToOrder">): number {
  return Math.min(Math.max(1, Math.floor(quantity)), line.maxQuantityToOrder);
}

const sameLine = (a: CartLine, b: CartLine) => a.id === b.id && !!a.isGift === !!b.isGift;

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
    if (line.isGift) return line;
    const product = products.get(line.id);
    if (!product) return { ...line, isUnavailable: true };
    const fresh = productToCartLine(product, line.ammount);
    return { ...fresh, ammount: clampQuantity(line.ammount, fresh) };
  });
}

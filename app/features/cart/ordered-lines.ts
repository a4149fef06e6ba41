// The browser's cart after an order: what the order took comes out, anything added meanwhile
// (another tab, during checkout) stays.
import type { CartLine } from "~/lib/stored-items";

export interface OrderedCart {
  books: { id: number; quantity: number; isGift: boolean }[];
  /** Refs of the gift vouchers the order bought. */
  giftCards: string[];
}

export function withoutOrdered(lines: readonly CartLine[], ordered: OrderedCart): CartLine[] {
  const taken = new Map<string, number>();
  for (const book of ordered.books) {
    const key = `${book.id}:${book.isGift}`;
    taken.set(key, (taken.get(key) ?? 0) + book.quantity);
  }
  const cards = new Set(ordered.giftCards);
  const kept: CartLine[] = [];
  for (const line of lines) {
    if (line.giftCard) {
      if (!cards.has(line.giftCard)) kept.push(line);
      continue;
    }
    const key = `${line.id}:${line.isGift === true}`;
    const left = taken.get(key) ?? 0;
    if (left >= line.ammount) {
      taken.set(key, left - line.ammount);
      continue;
    }
    taken.set(key, 0);
    kept.push(left > 0 ? { ...line, ammount: line.ammount - left } : line);
  }
  return kept;
}

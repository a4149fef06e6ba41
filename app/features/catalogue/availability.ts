import type { Availability } from "./types";

/** A book is a pre-order until its availability date, out of stock at 0, in stock otherwise. */
export function availabilityOf(
  book: { stock: number; availableFrom: string | null },
  today: string,
): Availability {
  if (book.availableFrom && book.availableFrom > today) return "preorder";
  return book.stock > 0 ? "in-stock" : "out-of-stock";
}

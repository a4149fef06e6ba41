// A window event the cart dispatches when a shopper adds a book or chooses a replacement pack,
// for whoever must know without the cart knowing them (the conversion tracking, spec section 7).

export const ADDED_TO_CART_EVENT = "coperta:added-to-cart";

export interface AddedToCart {
  productId: number;
  /** The unit price in bani. */
  price: number;
  /** A promo pack chosen in the add-to-cart popup, in the place of the book. */
  replacement: boolean;
}

export function announceAddedToCart(detail: AddedToCart): void {
  window.dispatchEvent(new CustomEvent<AddedToCart>(ADDED_TO_CART_EVENT, { detail }));
}

export function onAddedToCart(listener: (detail: AddedToCart) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<AddedToCart>).detail);
  window.addEventListener(ADDED_TO_CART_EVENT, handler);
  return () => window.removeEventListener(ADDED_TO_CART_EVENT, handler);
}

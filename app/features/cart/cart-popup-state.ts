// Which line the add-to-cart popup shows: one piece of UI state shared by every add button.
import { useSyncExternalStore } from "react";
import type { CartLine } from "~/lib/stored-items";

export interface CartPopup {
  line: CartLine;
  /** Set when the shopper swapped the book for a promo pack (the popup's title changes). */
  replacedBy: CartLine | null;
}

let current: CartPopup | null = null;
const listeners = new Set<() => void>();

function set(next: CartPopup | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const openCartPopup = (popup: CartPopup) => set(popup);
export const closeCartPopup = () => set(null);

export function useCartPopup(): CartPopup | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

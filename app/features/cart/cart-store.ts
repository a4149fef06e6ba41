// The cart under the spec's `Cos` key, and adding to it: the product is fetched from the server
// first, so the stored line holds the shop's current price, maximum and pack contents.
import { createStoredList, useStoredList } from "~/lib/browser-storage";
import { announceAddedToCart } from "~/lib/cart-events";
import { type CartLine, cartLineSchema } from "~/lib/stored-items";
import type { ApiProduct } from "../catalogue/api-product";
import { fetchProducts } from "../catalogue/fetch-products";
import { addLine, productToCartLine, visibleCount } from "./cart-lines";
import { openCartPopup } from "./cart-popup-state";

export const cartList = createStoredList<CartLine>({ key: "Cos", item: cartLineSchema });

export function useCartLines(): CartLine[] {
  return useStoredList(cartList);
}

export function useCartCount(): number {
  return visibleCount(useCartLines());
}

export type AddToCartResult =
  | { ok: true; line: CartLine }
  | { ok: false; reason: "not-found" | "unavailable" | "network" };

/** Adds one unit of the product and opens the add-to-cart popup. */
export async function addToCart(
  productId: number,
  options: { popup?: boolean } = {},
): Promise<AddToCartResult> {
  let product: ApiProduct | undefined;
  try {
    [product] = await fetchProducts([productId]);
  } catch {
    return { ok: false, reason: "network" };
  }
  if (!product) return { ok: false, reason: "not-found" };
  if (product.isUnavailable) return { ok: false, reason: "unavailable" };
  const line = productToCartLine(product);
  const lines = cartList.update((current) => addLine(current, line));
  const stored =
    lines.find(
      (candidate) => candidate.id === line.id && !candidate.isGift && !candidate.giftCard,
    ) ?? line;
  announceAddedToCart({ productId: line.id, price: line.price, replacement: false });
  if (options.popup !== false) openCartPopup({ line: stored, replacedBy: null });
  return { ok: true, line: stored };
}

export const ADD_TO_CART_MESSAGES: Record<
  Exclude<AddToCartResult, { ok: true }>["reason"],
  string
> = {
  "not-found": "Produsul nu mai este disponibil în magazin.",
  unavailable: "Produsul nu este în stoc acum.",
  network: "Nu am putut adăuga produsul în coș. Verifică conexiunea și încearcă din nou.",
};

/**
 * Spec section 7: other scripts add to the cart with an `addProductToCart` event carrying a
 * product with `productId`. Only the id is trusted; the rest comes from the server.
 */
export function listenForAddProductEvents(): () => void {
  const onEvent = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    const id =
      detail && typeof detail === "object"
        ? Number((detail as { productId?: unknown }).productId)
        : Number.NaN;
    if (Number.isInteger(id) && id > 0) void addToCart(id);
  };
  window.addEventListener("addProductToCart", onEvent);
  return () => window.removeEventListener("addProductToCart", onEvent);
}

// The recommendation lists of the JSON API, read by the browser widgets around the cart.
import { useEffect, useState } from "react";
import type { ApiProduct } from "../catalogue/api-product";

/** Spec section 4: the replacement-pack offer runs for 10 minutes. */
export const REPLACEMENT_PACK_COUNTDOWN_MS = 10 * 60 * 1000;

export type ProductListKind =
  | "recommended"
  | "topsoldpackagesNL"
  | "frequentlyBoughtSingleProductsNL";

/** A product list for `productId`; empty while loading, on failure or without an id. */
export function useProductList(kind: ProductListKind, productId: number | null): ApiProduct[] {
  const [products, setProducts] = useState<ApiProduct[]>([]);
  useEffect(() => {
    setProducts([]);
    if (productId === null) return;
    const controller = new AbortController();
    fetch(`/api/product/${kind}/${productId}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : []))
      .then((list: ApiProduct[]) => setProducts(Array.isArray(list) ? list : []))
      // Recommendations are a bonus: without them the popup still does its job.
      .catch(() => undefined);
    return () => controller.abort();
  }, [kind, productId]);
  return products;
}

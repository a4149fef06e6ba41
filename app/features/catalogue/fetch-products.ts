// The browser's way to the shop's current products: POST /api/product/listofids (spec section 7).
// The cart and the favourites refresh what they stored with it.
import type { ApiProduct } from "./api-product";

export async function fetchProducts(ids: number[]): Promise<ApiProduct[]> {
  const response = await fetch("/api/product/listofids", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ids),
  });
  if (!response.ok) throw new Error(`listofids answered ${response.status}`);
  return (await response.json()) as ApiProduct[];
}

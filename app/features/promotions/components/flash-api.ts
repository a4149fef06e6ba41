// The flash-package widget's calls: its offer, and the tracking hits whose errors are ignored
// (spec section 8).
import type { FlashHitAction, FlashOffer } from "../types";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const isMoney = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

/** The offer if the answer has its shape, else null (no widget rather than a broken one). */
export function parseFlashOffer(body: unknown): FlashOffer | null {
  if (!isRecord(body)) return null;
  const { title, economy, price, oldPrice, promotion, products, productId, imageUrl } = body;
  if (typeof title !== "string" || !isMoney(economy) || !isMoney(price)) return null;
  if (oldPrice !== null && !isMoney(oldPrice)) return null;
  if (typeof productId !== "number" || !Number.isInteger(productId) || productId <= 0) return null;
  if (!Array.isArray(products)) return null;
  return {
    title,
    economy,
    price,
    oldPrice,
    // A campaign price comes with the lowest price of the 30 days before it; none: PRP only.
    promotion:
      isRecord(promotion) &&
      typeof promotion.label === "string" &&
      isMoney(promotion.lowestPriorPrice)
        ? { label: promotion.label, lowestPriorPrice: promotion.lowestPriorPrice }
        : null,
    productId,
    imageUrl: typeof imageUrl === "string" ? imageUrl : null,
    products: products.filter(isRecord).map((item) => ({
      title: typeof item.title === "string" ? item.title : "",
      imageUrl: typeof item.imageUrl === "string" ? item.imageUrl : null,
    })),
  };
}

export async function fetchFlashOffer(signal: AbortSignal): Promise<FlashOffer | null> {
  const response = await fetch("/api/campaigns/flash-package", {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) return null;
  return parseFlashOffer(await response.json());
}

/** Fire and forget: a tracking hit never disturbs the shopper. */
export function sendFlashHit(action: FlashHitAction, productId: number | null): void {
  const path = `/api/product/hit-flash-package/${action}/${productId ?? ""}`;
  fetch(path, { method: "PUT", keepalive: true }).catch(() => {});
}

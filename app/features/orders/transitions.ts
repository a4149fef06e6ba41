// The order life cycle as a table: a move not listed here is refused, whoever asks.

export const ORDER_STATUSES = [
  "placed",
  "confirmed",
  "packed",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ["confirmed", "cancelled"],
  confirmed: ["packed", "cancelled"],
  packed: ["shipped", "cancelled"],
  shipped: ["delivered", "returned"],
  delivered: ["returned"],
  cancelled: [],
  returned: [],
};

export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["paid", "failed"],
  // A declined card may be retried.
  failed: ["paid", "pending"],
  paid: ["refunded"],
  refunded: [],
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Plasată",
  confirmed: "Confirmată",
  packed: "În pregătire",
  shipped: "Predată curierului",
  delivered: "Livrată",
  cancelled: "Anulată",
  returned: "Returnată",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "În așteptare",
  paid: "Plătită",
  failed: "Plată eșuată",
  refunded: "Rambursată",
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/**
 * Stock goes back to the shelf, and out of the sales counts, when an order is cancelled before it
 * leaves, or comes back whole (a parcel refused at the door or sent back entire); a copy found
 * damaged then leaves again with `npm run stock -- <book> --remove 1 --reason damaged`. Returns of
 * some books put theirs back by their reason (account/return-stock.server.ts).
 */
export function releasesStock(to: OrderStatus): boolean {
  return to === "cancelled" || to === "returned";
}

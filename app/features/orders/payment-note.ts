// What the confirmation page and the order e-mail say about an order that needs no more payment.
import { formatLei } from "../../lib/money";
import type { OrderView } from "./order-view";

type Paid = Pick<OrderView, "paymentStatus" | "total" | "creditUsed" | "bonusUsed">;

/** Null while something is still to pay (or was refunded). */
export function settledNote(order: Paid): string | null {
  if (order.paymentStatus !== "paid") return null;
  if (order.total > 0) return `Am primit plata de ${formatLei(order.total)}. Mulțumim!`;
  const paidWith = [
    order.creditUsed > 0 ? "din creditul contului" : null,
    order.bonusUsed > 0 ? "cu puncte de fidelitate" : null,
  ].filter((part) => part !== null);
  return paidWith.length > 0
    ? `Ai plătit comanda integral ${paidWith.join(" și ")}: nu mai ai nimic de plătit.`
    : "Nu ai nimic de plătit pentru această comandă.";
}

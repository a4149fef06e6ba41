// An order as the shopper sees it (confirmation page, e-mails), read from what was frozen when
// it was placed: prices, addresses, methods. Settings give only the names and bank details.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { independentQueries } from "../../../db/independent-queries";
import { books } from "../../../db/schema";
import { orderLines, orders } from "../../../db/schema-orders";
import type { PublicStore } from "../../lib/store";
import { deliveryLines, invoiceLines } from "../checkout/describe";
import type { CheckoutDetails } from "../checkout/details";
import { PAYMENT_METHODS, type PaymentMethodCode } from "../checkout/methods";
import { findPickupPoint } from "../checkout/pickup-points.server";
import { giftCardsTotal, orderGiftCards } from "../gift-cards/issue.server";
import { readSettings } from "../settings/settings.server";
import type { OrderView } from "./order-view";
import { ORDER_STATUS_LABELS } from "./transitions";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isOrderPublicId(value: string): boolean {
  return UUID.test(value);
}

export async function loadOrderView(
  db: Database,
  where: { id: number } | { publicId: string },
  store: PublicStore,
): Promise<OrderView | null> {
  if ("publicId" in where && !isOrderPublicId(where.publicId)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where("id" in where ? eq(orders.id, where.id) : eq(orders.publicId, where.publicId))
    .limit(1);
  if (!order?.email || !order.delivery || !order.invoice || !order.paymentMethod) return null;
  const delivery = order.delivery as CheckoutDetails["delivery"];
  const invoice = order.invoice as CheckoutDetails["invoice"];
  const [lines, settings, pickupPoint, giftCards] = await independentQueries(db, [
    () =>
      db
        .select({
          bookId: orderLines.bookId,
          title: orderLines.title,
          quantity: orderLines.quantity,
          unitPrice: orderLines.unitPrice,
          oldPrice: orderLines.oldPrice,
          isGift: orderLines.isGift,
          packContents: orderLines.packContents,
          availableFrom: books.availableFrom,
        })
        .from(orderLines)
        .innerJoin(books, eq(books.id, orderLines.bookId))
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.isGift), asc(orderLines.bookId)),
    () => readSettings(db, ["checkout.delivery", "checkout.payment"]),
    () =>
      delivery.kind === "pickup"
        ? findPickupPoint(db, delivery.pickupPointId)
        : Promise.resolve(null),
    () => orderGiftCards(db, order.id),
  ]);
  const paymentCode = order.paymentMethod as PaymentMethodCode;
  const placedDay = order.placedAt.toISOString().slice(0, 10);
  const method = settings["checkout.delivery"].methods.find((m) => m.code === order.deliveryMethod);
  const bank = settings["checkout.payment"].bankTransfer;
  const name = `${order.firstName ?? ""} ${order.lastName ?? ""}`.trim();
  return {
    publicId: order.publicId,
    number: order.number,
    placedAt: order.placedAt.toISOString(),
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paymentStatus: order.paymentStatus,
    payBy: order.payBy && order.paymentStatus !== "paid" ? order.payBy.toISOString() : null,
    email: order.email,
    phone: order.phone ?? "",
    firstName: order.firstName ?? "",
    lastName: order.lastName ?? "",
    deliveryLines: deliveryLines(delivery, pickupPoint ?? null),
    invoiceLines: invoiceLines(invoice, name),
    deliveryMethod: {
      code: order.deliveryMethod ?? "",
      name: method?.name ?? order.deliveryMethod ?? "",
    },
    paymentMethod: { code: paymentCode, name: PAYMENT_METHODS[paymentCode]?.name ?? paymentCode },
    lines: lines.map((line) => ({
      bookId: line.bookId,
      title: line.title,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      oldPrice: line.oldPrice,
      lineTotal: line.unitPrice * line.quantity,
      isGift: line.isGift,
      packContents: Array.isArray(line.packContents)
        ? (line.packContents as { title: string; quantity: number }[])
        : null,
      shipsFrom: line.availableFrom && line.availableFrom > placedDay ? line.availableFrom : null,
    })),
    giftCards,
    giftCardsTotal: giftCardsTotal(giftCards),
    subtotal: order.subtotal,
    discount: order.discount,
    shippingCost: order.shippingCost,
    paymentFee: order.paymentFee,
    creditUsed: order.creditUsed,
    bonusUsed: order.bonusUsed,
    total: order.total,
    bankTransfer:
      paymentCode === "ordin-plata" ? { ...bank, reference: `Comanda ${order.number}` } : null,
    links: {
      // The short link: an account's order opens in the account (login first), a guest's here.
      confirmation: `${store.publicUrl}/o/${order.publicId}`,
      payment: paymentCode === "card" ? `${store.publicUrl}/order-payment/${order.publicId}` : null,
    },
  };
}

// What step 3 shows: the lines as they will be charged, the totals, where it goes and to whom.
import type { Database } from "../../../db/client.server";
import { independentQueries } from "../../../db/independent-queries";
import { formatCalendarDate } from "../../lib/dates";
import type { QuoteVoucher } from "../cart/quote";
import { giftCardTitle, giftCardWhen, type QuoteGiftCard } from "../gift-cards/types";
import type { CheckoutState } from "./checkout.server";
import type { ReviewLine } from "./components/review-lines";
import { deliveryLines, invoiceLines } from "./describe";
import { PAYMENT_METHODS } from "./methods";
import { findPickupPoint } from "./pickup-points.server";
import { type CheckoutTotals, priceSavedCheckout } from "./pricing.server";

export interface CheckoutReview {
  lines: ReviewLine[];
  totals: CheckoutTotals;
  contact: { name: string; email: string; phone: string };
  delivery: { method: string; lines: string[] };
  invoice: string[];
  payment: string;
  /** The voucher saved on the checkout and what it does (or why it is refused). */
  voucher: QuoteVoucher | null;
  /** False when a method is no longer offered: the shopper goes back to step 2. */
  complete: boolean;
  /** A line can no longer be served in full: the shopper sees the not-in-stock page. */
  shortfall: boolean;
}

export async function reviewCheckout(
  db: Database,
  state: CheckoutState,
  today: string,
  options: { now?: Date; customerId?: number | null } = {},
): Promise<CheckoutReview | null> {
  const { details, methods } = state;
  if (!details || !methods) return null;
  const [pricing, pickupPoint] = await independentQueries(db, [
    () =>
      priceSavedCheckout(db, state, {
        today,
        now: options.now ?? new Date(),
        customerId: options.customerId ?? null,
      }),
    () =>
      details.delivery.kind === "pickup"
        ? findPickupPoint(db, details.delivery.pickupPointId)
        : Promise.resolve(null),
  ]);
  const name = `${details.firstName} ${details.lastName}`;
  return {
    lines: pricing.quote.lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        id: line.id,
        title: line.product.title,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
        isGift: false,
        packContents: line.product.products.map((item) => ({ title: item.title })),
        shipsFrom:
          line.product.dateAvailable && line.product.dateAvailable > today
            ? formatCalendarDate(line.product.dateAvailable)
            : null,
      }))
      .concat(giftLines(pricing.quote.voucher))
      .concat(pricing.quote.giftCards.map(giftCardLine)),
    totals: pricing.totals,
    voucher: pricing.quote.voucher,
    contact: { name, email: details.email, phone: details.phone },
    delivery: {
      method: pricing.delivery?.name ?? "",
      lines: deliveryLines(details.delivery, pickupPoint ?? null),
    },
    invoice: invoiceLines(details.invoice, name),
    payment: PAYMENT_METHODS[methods.payment].name,
    complete: pricing.delivery !== null && pricing.payment !== null,
    shortfall: pricing.quote.lines.some((line) => line.quantity < line.requestedQuantity),
  };
}

/** A gift voucher: its recipient, and that it goes by e-mail once paid. */
function giftCardLine(card: QuoteGiftCard): ReviewLine {
  const ok = card.status === "ok";
  return {
    id: 0,
    key: `card-${card.ref}`,
    title: ok ? giftCardTitle(card.value) : "Voucher cadou",
    quantity: 1,
    unitPrice: card.value,
    lineTotal: card.value,
    isGift: false,
    packContents: [],
    shipsFrom: null,
    note: ok
      ? `Pentru ${card.recipientName} (${card.recipientEmail}); ${giftCardWhen(card.sendOn)}.`
      : card.note,
  };
}

/** The voucher's gift book, shown as a line at 0 lei. */
function giftLines(voucher: QuoteVoucher | null): ReviewLine[] {
  const gift = voucher?.applied ? voucher.gift : null;
  if (!gift) return [];
  return [
    {
      id: gift.id,
      title: gift.title,
      quantity: 1,
      unitPrice: 0,
      lineTotal: 0,
      isGift: true,
      packContents: [],
      shipsFrom: null,
    },
  ];
}

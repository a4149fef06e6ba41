// A placed order's lines and totals, as the confirmation page and the account show them.
import { ReviewLines } from "~/features/checkout/components/review-lines";
import { TotalsBox } from "~/features/checkout/components/totals-box";
import { formatCalendarDate } from "~/lib/dates";
import { giftCardTitle } from "../../gift-cards/types";
import type { OrderView } from "../order-view";

export function OrderLines({ order }: { order: OrderView }) {
  return (
    <>
      <ReviewLines
        lines={order.lines
          .map((line) => ({
            id: line.bookId,
            title: line.title,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            lineTotal: line.lineTotal,
            isGift: line.isGift,
            packContents: line.packContents ?? [],
            shipsFrom: line.shipsFrom ? formatCalendarDate(line.shipsFrom) : null,
          }))
          .concat(
            order.giftCards.map((card, i) => ({
              id: 0,
              key: `card-${i}`,
              title: giftCardTitle(card.value),
              quantity: 1,
              unitPrice: card.value,
              lineTotal: card.value,
              isGift: false,
              packContents: [],
              shipsFrom: null,
              note: `Pentru ${card.recipientName} (${card.recipientEmail}): ${card.statusLabel}.`,
            })),
          )}
      />
      <div className="ml-auto mt-4 w-full max-w-xs">
        <TotalsBox
          totals={{
            subtotal: order.subtotal,
            discount: order.discount,
            shipping: order.shippingCost,
            paymentFee: order.paymentFee,
            giftCards: order.giftCardsTotal,
            creditUsed: order.creditUsed,
            bonusUsed: order.bonusUsed,
            total: order.total,
          }}
        />
      </div>
    </>
  );
}

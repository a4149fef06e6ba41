// The rows an order writes as it is placed, beside the order's own (place-order.server.ts): its
// lines with their voucher shares, the voucher's gift book, the stock they take, what the account
// spent of its credit and points, and the order's first events.
import type { Tx } from "../../../db/client.server";
import { orderEvents, orderLines } from "../../../db/schema-orders";
import type { QuoteLine } from "../cart/quote";
import type { ApiProduct } from "../catalogue/api-product";
import { record } from "../loyalty/ledger.server";
import { lineDiscounts } from "./line-discounts.server";
import { moveStock } from "./stock-moves.server";

interface PlacedRef {
  id: number;
  number: number;
}

/**
 * The charged lines, each with its share of the voucher's discount on the lines it covered (what a
 * return refunds a copy at), and the voucher's gift book at 0; then the stock they take. A
 * pre-order ships from future stock: it counts as a sale, not as copies taken.
 */
export async function writeOrderLines(
  tx: Tx,
  orderId: number,
  input: {
    charged: readonly QuoteLine[];
    gift: Pick<ApiProduct, "id" | "title"> | null;
    preorder: ReadonlySet<number>;
    discount: number;
    coveredLineIds: number[];
  },
): Promise<void> {
  const { charged, gift, preorder } = input;
  if (charged.length > 0) {
    const discounts = lineDiscounts(input.discount, charged, input.coveredLineIds);
    await tx.insert(orderLines).values(
      charged.map((line) => ({
        orderId,
        bookId: line.id,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        oldPrice: line.oldPrice,
        title: line.product.title,
        stockTaken: preorder.has(line.id) ? 0 : line.quantity,
        discount: discounts.get(line.id) ?? 0,
        packContents:
          line.product.products.length > 0
            ? line.product.products.map((item) => ({ id: item.id, title: item.title, quantity: 1 }))
            : null,
      })),
    );
  }
  if (gift) {
    await tx.insert(orderLines).values({
      orderId,
      bookId: gift.id,
      quantity: 1,
      unitPrice: 0,
      oldPrice: null,
      title: gift.title,
      stockTaken: 1,
      isGift: true,
      discount: 0,
    });
  }
  await moveStock(tx, [
    ...charged.map((line) => ({
      id: line.id,
      taken: preorder.has(line.id) ? 0 : line.quantity,
      sold: line.quantity,
    })),
    ...(gift ? [{ id: gift.id, taken: 1, sold: 0 }] : []),
  ]);
}

/** What the order spent of the account's store credit and bonus points, in its ledger. */
export async function spendBalances(
  tx: Tx,
  customerId: number,
  order: PlacedRef,
  spent: { creditUsed: number; pointsUsed: number },
  now: Date,
): Promise<void> {
  const reference = `order:${order.id}:spent`;
  if (spent.creditUsed > 0) {
    await record(
      tx,
      customerId,
      {
        kind: "credit",
        amount: -spent.creditUsed,
        reason: `Plată pentru comanda nr. ${order.number}`,
        reference,
      },
      now,
    );
  }
  if (spent.pointsUsed > 0) {
    await record(
      tx,
      customerId,
      {
        kind: "bonus",
        amount: -spent.pointsUsed,
        reason: `Puncte folosite la comanda nr. ${order.number}`,
        reference,
      },
      now,
    );
  }
}

/** "placed", and "confirmed" right after when credit and points left nothing to pay. */
export async function writePlacedEvents(
  tx: Tx,
  orderId: number,
  paidInFull: boolean,
  now: Date,
): Promise<void> {
  await tx.insert(orderEvents).values([
    { orderId, kind: "status", fromValue: null, toValue: "placed", actor: "shopper", at: now },
    ...(paidInFull
      ? [
          {
            orderId,
            kind: "status" as const,
            fromValue: "placed",
            toValue: "confirmed",
            actor: "shopper",
            note: "nimic rămas de plată",
            at: now,
          },
        ]
      : []),
  ]);
}

// Placing an order: the checkout's hold becomes the order in one transaction. Prices and totals
// come from the database through the same code as the cart quote (priceSavedCheckout); whatever the
// browser sent as a price never gets here. Placing is idempotent twice over: by the form's
// idempotency key, and by the checkout (once placed, it answers with its order).
import { eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { checkouts, orders } from "../../../db/schema-orders";
import { isUniqueViolation } from "../../../db/unique-violation";
import { cartSignature } from "../checkout/cart-signature.server";
import { isHeld, loadCheckout, storedCheckoutLines } from "../checkout/checkout.server";
import { priceSavedCheckout } from "../checkout/pricing.server";
import {
  availabilityOfLines,
  heldByOthers,
  type LineAvailability,
  lockBooks,
  releaseHolds,
} from "../checkout/reservation.server";
import { takeGiftCards } from "../gift-cards/drafts.server";
import { balances, lockCustomer, spendableBonus } from "../loyalty/ledger.server";
import { BONUS_POINT_VALUE_BANI } from "../loyalty/rules";
import { VOUCHER_MESSAGES } from "../promotions/voucher-rules";
import { redeemVoucher } from "../promotions/vouchers.server";
import { readSetting } from "../settings/settings.server";
import { balancePayment } from "./balance-payment";
import { confirmedAccountOf } from "./guest-owner.server";
import { spendBalances, writeOrderLines, writePlacedEvents } from "./placed-order-rows.server";

export interface PlacedOrder {
  id: number;
  publicId: string;
  number: number;
  paymentMethod: string;
  /** What is left to pay after credit and points (0: nothing). */
  total: number;
}

export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder; created: boolean }
  | {
      ok: false;
      reason:
        | "no-checkout"
        | "expired"
        | "incomplete"
        | "empty"
        | "prices-changed"
        | "cart-changed"
        | "key-reused";
    }
  | { ok: false; reason: "voucher-refused"; message: string }
  | { ok: false; reason: "not-in-stock"; missing: LineAvailability[] };

/** Thrown inside the placing transaction to roll the order back when its voucher is refused. */
class VoucherRefused extends Error {}

/** Thrown inside it when another order took one of its gift vouchers a moment ago. */
class GiftCardTaken extends Error {}

const REFUSED_LATE =
  "Voucherul tocmai și-a schimbat valoarea sau a fost folosit: verifică din nou comanda.";

/** Called inside the placing transaction once the order exists (the e-mail is written there). */
export type OnPlaced = (tx: Tx, order: PlacedOrder) => Promise<void>;

const placedColumns = {
  id: orders.id,
  publicId: orders.publicId,
  number: orders.number,
  paymentMethod: sql<string>`coalesce(${orders.paymentMethod}, '')`,
  total: orders.total,
};

async function orderBy(
  db: Database | Tx,
  where: ReturnType<typeof eq>,
): Promise<PlacedOrder | null> {
  const [row] = await db.select(placedColumns).from(orders).where(where).limit(1);
  return row ?? null;
}

export async function placeOrder(
  db: Database,
  input: {
    tokenHash: string;
    idempotencyKey: string;
    now: Date;
    today: string;
    /** The logged-in shopper's account, if any. */
    customerId?: number | null;
    /** Pay what the account's store credit covers (logged-in shoppers only). */
    useCredit?: boolean;
    /** Pay what the account's bonus points cover, after the credit (logged-in shoppers only). */
    useBonus?: boolean;
    /**
     * The total the shopper was shown when they chose to place (step 3, or GET /api/checkout):
     * a campaign that ended, a price an operator changed or a shipping offer that closed since
     * then is not charged unseen; the shopper reviews again instead.
     */
    expectedTotal?: number;
    /**
     * The cartSignature of the lines the shopper was shown: another tab that entered checkout
     * again with other books since then makes this form stale (same total or not).
     */
    expectedCart?: string;
    onPlaced?: OnPlaced;
  },
): Promise<PlaceOrderResult> {
  const { tokenHash, idempotencyKey, now, today } = input;
  const repeated = await placedWithKey(db, idempotencyKey, tokenHash);
  if (repeated) return repeated;

  const state = await loadCheckout(db, tokenHash);
  if (!state) return { ok: false, reason: "no-checkout" };
  if (state.orderId !== null) {
    const placed = await orderBy(db, eq(orders.id, state.orderId));
    if (placed) return { ok: true, order: placed, created: false };
  }
  if (!state.details || !state.methods) return { ok: false, reason: "incomplete" };
  if (!isHeld(state, now)) return { ok: false, reason: "expired" };
  const signature = cartSignature(state.lines, state.giftCards);
  if (input.expectedCart !== undefined && signature !== input.expectedCart)
    return { ok: false, reason: "cart-changed" };

  const shopper = { customerId: input.customerId ?? null, email: state.details.email };
  const pricing = await priceSavedCheckout(db, state, {
    today,
    now,
    customerId: shopper.customerId,
  });
  if (!pricing.delivery || !pricing.payment) return { ok: false, reason: "incomplete" };
  const charged = pricing.quote.lines.filter((line) => line.quantity > 0);
  // Gift vouchers are charged at their rows' values; one no longer a draft is a changed order.
  const giftCards = pricing.quote.giftCards;
  if (giftCards.some((card) => card.status !== "ok"))
    return { ok: false, reason: "prices-changed" };
  const payment = await readSetting(db, "checkout.payment");
  const details = state.details;
  const methods = state.methods;

  try {
    return await db.transaction(async (tx): Promise<PlaceOrderResult> => {
      // The checkout row first: a double click waits here, then finds the order made.
      const [checkout] = await tx
        .select({ orderId: checkouts.orderId, lines: checkouts.lines })
        .from(checkouts)
        .where(eq(checkouts.tokenHash, tokenHash))
        .for("update");
      if (!checkout) return { ok: false, reason: "no-checkout" };
      if (checkout.orderId !== null) {
        const placed = await orderBy(tx, eq(orders.id, checkout.orderId));
        if (placed) return { ok: true, order: placed, created: false };
      }
      // Entered again (another tab) since the lines above were read: those are not the order.
      if (cartSignature(storedCheckoutLines(checkout.lines), state.giftCards) !== signature)
        return { ok: false, reason: "cart-changed" };
      // A voucher's gift book is taken from stock like a line, locked with them in id order.
      const voucher = pricing.quote.voucher?.applied ? pricing.quote.voucher : null;
      const gift = voucher?.gift ?? null;
      const giftLine = gift ? [{ id: gift.id, quantity: 1 }] : [];
      const ids = [...new Set([...state.lines, ...giftLine].map((line) => line.id))].sort(
        (a, b) => a - b,
      );
      const locked = await lockBooks(tx, ids);
      const held = await heldByOthers(tx, ids, tokenHash, now);
      const availability = availabilityOfLines(state.lines, locked, held, today);
      const missing = availability.filter((line) => line.available < line.requested);
      if (missing.length > 0) return { ok: false, reason: "not-in-stock", missing };
      if (gift) {
        const [giftAvailability] = availabilityOfLines(giftLine, locked, held, today);
        // The gift is one copy more than the cart's own copies of the same book.
        const bought = state.lines
          .filter((line) => line.id === gift.id)
          .reduce((copies, line) => copies + line.quantity, 0);
        if (
          !giftAvailability ||
          giftAvailability.available < bought + 1 ||
          giftAvailability.preorder
        ) {
          return {
            ok: false,
            reason: "voucher-refused",
            message: VOUCHER_MESSAGES["gift-unavailable"],
          };
        }
      }
      if (charged.length === 0 && giftCards.length === 0) return { ok: false, reason: "empty" };
      // After the stock: a book sold out since step 3 is named as such, not as a changed total.
      if (input.expectedTotal !== undefined && pricing.totals.total !== input.expectedTotal)
        return { ok: false, reason: "prices-changed" };
      // The quote was read before the locks: a price changed since means the shopper reviews again.
      for (const line of charged) {
        const book = locked.get(line.id);
        if (!book || book.price !== line.unitPrice || line.quantity !== line.requestedQuantity) {
          return { ok: false, reason: "prices-changed" };
        }
      }

      // Store credit, then bonus points, pay part (or all) of the order; both are read under the
      // customer's lock, so two orders at once cannot spend them twice.
      let credit = 0;
      let points = 0;
      if (input.customerId && (input.useCredit || input.useBonus)) {
        await lockCustomer(tx, input.customerId);
        if (input.useCredit) credit = (await balances(tx, input.customerId)).credit;
        if (input.useBonus) points = await spendableBonus(tx, input.customerId, now);
      }
      const { creditUsed, pointsUsed, paymentFee, payable } = balancePayment({
        total: pricing.totals.total,
        paymentFee: pricing.totals.paymentFee,
        credit,
        points,
        pointValue: BONUS_POINT_VALUE_BANI,
      });
      const bonusUsed = pointsUsed * BONUS_POINT_VALUE_BANI;
      const customerId = input.customerId ?? (await confirmedAccountOf(tx, details.email));
      const [created] = await tx
        .insert(orders)
        .values({
          customerId,
          email: details.email,
          phone: details.phone,
          firstName: details.firstName,
          lastName: details.lastName,
          delivery: details.delivery,
          invoice: details.invoice,
          deliveryMethod: methods.delivery,
          paymentMethod: methods.payment,
          subtotal: pricing.totals.subtotal,
          discount: pricing.totals.discount,
          shippingCost: pricing.totals.shipping,
          paymentFee,
          creditUsed,
          bonusUsed,
          total: payable,
          voucherCode: voucher?.code ?? null,
          idempotencyKey,
          placedAt: now,
          updatedAt: now,
          // Credit and points paid it all: nothing waits for a card or a transfer, and a paid
          // order is confirmed, as a card payment confirms one (movePayment).
          paymentStatus: payable === 0 ? "paid" : "pending",
          ...(payable === 0 ? { status: "confirmed" as const } : {}),
          payBy:
            methods.payment === "card" && payable > 0
              ? new Date(now.getTime() + payment.cardPaymentMinutes * 60_000)
              : null,
        })
        .returning(placedColumns);
      if (!created) throw new Error("order insert returned nothing");
      // The drafts' rows are locked by the update: of two orders racing for one, one takes it.
      const taken = await takeGiftCards(
        tx,
        giftCards.map((card) => card.ref),
        created.id,
        now,
      );
      if (taken !== giftCards.length) throw new GiftCardTaken();
      // The lines the voucher's discount came from (line-discounts.server.ts).
      let coveredLineIds: number[] = [];
      if (voucher) {
        // Under the voucher's lock: the last use may have gone to another order a moment ago.
        const redeemed = await redeemVoucher(tx, {
          code: voucher.code,
          orderId: created.id,
          now,
          lines: charged.map(({ id, unitPrice, quantity }) => ({ id, unitPrice, quantity })),
          subtotal: pricing.totals.subtotal,
          shopper,
        });
        if (!redeemed.ok || redeemed.effect.discount !== voucher.discount) {
          throw new VoucherRefused(redeemed.ok ? REFUSED_LATE : redeemed.message);
        }
        coveredLineIds = redeemed.effect.coveredLineIds;
      }
      if (input.customerId) {
        await spendBalances(tx, input.customerId, created, { creditUsed, pointsUsed }, now);
      }
      await writeOrderLines(tx, created.id, {
        charged,
        gift,
        preorder: new Set(availability.filter((line) => line.preorder).map((line) => line.id)),
        discount: pricing.totals.discount,
        coveredLineIds,
      });
      await writePlacedEvents(tx, created.id, payable === 0, now);
      await releaseHolds(tx, tokenHash);
      await tx
        .update(checkouts)
        .set({ orderId: created.id, updatedAt: now })
        .where(eq(checkouts.tokenHash, tokenHash));
      await input.onPlaced?.(tx, created);
      return { ok: true, order: created, created: true };
    });
  } catch (error) {
    if (error instanceof VoucherRefused) {
      return { ok: false, reason: "voucher-refused", message: error.message };
    }
    if (error instanceof GiftCardTaken) return { ok: false, reason: "prices-changed" };
    // The same key sent twice at once: the checkout's first request placed the order, and is the
    // answer; another checkout's key is refused (placedWithKey).
    if (isUniqueViolation(error)) {
      const placed = await placedWithKey(db, idempotencyKey, tokenHash);
      if (placed) return placed;
    }
    throw error;
  }
}

/**
 * The answer for a key already used: its order again when this checkout placed it (a retried
 * request), a refusal when another checkout did. The key is the client's, and a guessable one
 * must not hand out another shopper's order.
 */
async function placedWithKey(
  db: Database,
  idempotencyKey: string,
  tokenHash: string,
): Promise<PlaceOrderResult | null> {
  const order = await orderBy(db, eq(orders.idempotencyKey, idempotencyKey));
  if (!order) return null;
  const [mine] = await db
    .select({ orderId: checkouts.orderId })
    .from(checkouts)
    .where(eq(checkouts.tokenHash, tokenHash));
  return mine?.orderId === order.id
    ? { ok: true, order, created: false }
    : { ok: false, reason: "key-reused" };
}

// Placing from a page or a JSON call: the order, its e-mail, and where the shopper goes next
// (the card payment page for card orders, the confirmation otherwise).
import type { AppLoadContext } from "react-router";
import { apiError } from "../../lib/api.server";
import { todayInShop } from "../../lib/dates";
import { NO_STORE } from "../../lib/http";
import { mailboxOf } from "../../lib/mailbox";
import { clientKey, countHit, standing, tooManyRequestsJson } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { checkoutMailState } from "../checkout/checkout.server";
import { fieldErrors, refusals } from "../checkout/checkout-api.server";
import { checkoutTokenHashOf } from "../checkout/checkout-request.server";
import type { LineAvailability } from "../checkout/reservation.server";
import { afterOrderPlaced } from "./order-emails.server";
import { placeOrder } from "./place-order.server";

export type PlaceOutcome =
  | { kind: "placed"; publicId: string; number: number; location: string; created: boolean }
  | { kind: "not-in-stock"; missing: LineAvailability[] }
  | {
      kind:
        | "expired"
        | "incomplete"
        | "empty"
        | "prices-changed"
        | "cart-changed"
        | "no-checkout"
        | "key-reused";
    }
  | { kind: "voucher-refused"; message: string }
  | { kind: "throttled"; retryAfterSeconds: number };

export async function placeOrderFromCheckout(
  context: AppLoadContext,
  input: {
    tokenHash: string;
    idempotencyKey: string;
    now: Date;
    customerId?: number | null;
    useCredit?: boolean;
    useBonus?: boolean;
    /** The total the shopper was shown (see placeOrder). */
    expectedTotal?: number;
    /** The cartSignature of the lines the shopper was shown (see placeOrder). */
    expectedCart?: string;
  },
): Promise<PlaceOutcome> {
  const throttle = await throttleOrder(context, input.tokenHash);
  if ("kind" in throttle) return throttle;
  const result = await placeOrder(context.db, {
    ...input,
    today: todayInShop(input.now),
    onPlaced: (tx, order) => afterOrderPlaced(tx, context.store, order.id, input.now),
  });
  // The mailbox's count is of orders made (each sent it an e-mail), not of refused attempts.
  if (result.ok && result.created && throttle.mailbox)
    await countHit(context.db, THROTTLE_RULES.orderPerEmail, throttle.mailbox);
  if (!result.ok) {
    if (result.reason === "not-in-stock") return { kind: "not-in-stock", missing: result.missing };
    if (result.reason === "voucher-refused") {
      return { kind: "voucher-refused", message: result.message };
    }
    return { kind: result.reason };
  }
  const { order } = result;
  // The first page after placing empties the browser's cart (ClearCartAfterOrder).
  const location =
    order.paymentMethod === "card" && order.total > 0
      ? `/order-payment/${order.publicId}?plasata=1`
      : `/order-confirmation/${order.publicId}?plasata=1`;
  return {
    kind: "placed",
    publicId: order.publicId,
    number: order.number,
    location,
    created: result.created,
  };
}

/**
 * Each order sends an e-mail to the address typed in checkout: one client may try to place only
 * so many (each attempt counts), and one mailbox ("+tag" spellings included) may receive only so
 * many orders (THROTTLE_RULES). The mailbox's limit counts orders made, so refused attempts
 * (prices changed, out of stock) cannot use up a stranger's address; it is checked here and
 * counted after the order. Asking again for an order already placed counts nothing.
 */
async function throttleOrder(
  context: AppLoadContext,
  tokenHash: string,
): Promise<{ kind: "throttled"; retryAfterSeconds: number } | { mailbox: string | null }> {
  const checkout = await checkoutMailState(context.db, tokenHash);
  if (!checkout || checkout.orderId !== null) return { mailbox: null };
  const client = await countHit(
    context.db,
    THROTTLE_RULES.orderPerClient,
    clientKey(context.clientAddress),
  );
  if (!client.allowed) return { kind: "throttled", retryAfterSeconds: client.retryAfterSeconds };
  const mailbox = checkout.email ? mailboxOf(checkout.email) : null;
  if (mailbox) {
    const inbox = await standing(context.db, THROTTLE_RULES.orderPerEmail, mailbox);
    if (!inbox.allowed) return { kind: "throttled", retryAfterSeconds: inbox.retryAfterSeconds };
  }
  return { mailbox };
}

/** POST /api/checkout/order: the JSON answer for the same outcomes. */
export async function placeOrderJson(
  request: Request,
  context: AppLoadContext,
  body: unknown,
  now: Date,
  customerId: number | null = null,
) {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const key = typeof fields.idempotencyKey === "string" ? fields.idempotencyKey.trim() : "";
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
    return fieldErrors({
      idempotencyKey: "Trimite o cheie de idempotență: 16–64 de litere, cifre, - sau _.",
    });
  }
  if (fields.acceptTerms !== true)
    return fieldErrors({ acceptTerms: "Acceptă termenii și condițiile (acceptTerms: true)." });
  const expectedTotal = fields.expectedTotal;
  if (
    typeof expectedTotal !== "number" ||
    !Number.isSafeInteger(expectedTotal) ||
    expectedTotal < 0
  ) {
    return fieldErrors({
      expectedTotal:
        "Trimite totalul arătat cumpărătorului, în bani (totals.total din GET /api/checkout).",
    });
  }
  const tokenHash = checkoutTokenHashOf(request);
  if (!tokenHash) return refusals.none();
  const outcome = await placeOrderFromCheckout(context, {
    tokenHash,
    idempotencyKey: key,
    now,
    customerId,
    useCredit: fields.useCredit === true,
    useBonus: fields.useBonus === true,
    expectedTotal,
  });
  switch (outcome.kind) {
    case "placed":
      return Response.json(
        {
          order: {
            publicId: outcome.publicId,
            number: outcome.number,
            next: outcome.location.split("?")[0],
          },
        },
        { status: outcome.created ? 201 : 200, headers: NO_STORE },
      );
    case "not-in-stock":
      return Response.json(
        {
          error: {
            code: "not_in_stock",
            message: "Unele produse nu mai sunt în stoc.",
            missing: outcome.missing,
          },
        },
        { status: 409, headers: NO_STORE },
      );
    case "expired":
      return refusals.expired();
    case "no-checkout":
      return refusals.none();
    case "incomplete":
      return apiError(
        409,
        "checkout_incomplete",
        "Completează datele de livrare și metodele de livrare și plată.",
      );
    case "empty":
      return apiError(409, "empty_cart", "Coșul nu are produse disponibile.");
    case "prices-changed":
      return apiError(
        409,
        "prices_changed",
        "Prețurile s-au schimbat: cere din nou starea comenzii (GET /api/checkout) și verifică totalul.",
      );
    case "cart-changed":
      return apiError(
        409,
        "cart_changed",
        "Produsele comenzii s-au schimbat între timp: cere din nou starea comenzii (GET /api/checkout).",
      );
    case "voucher-refused":
      return apiError(409, "voucher_refused", outcome.message);
    case "throttled":
      return tooManyRequestsJson(outcome.retryAfterSeconds);
    case "key-reused":
      return apiError(
        409,
        "idempotency_key_reused",
        "Cheia de idempotență a plasat deja altă comandă: trimite o cheie nouă pentru fiecare comandă.",
      );
  }
}

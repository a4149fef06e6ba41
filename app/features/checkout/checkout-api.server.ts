// The checkout as JSON calls (README, API): the same domain functions as the pages, so an app
// can check out with X-Checkout-Token instead of the cookie.
import type { AppLoadContext } from "react-router";
import { apiError } from "../../lib/api.server";
import { secureCookies } from "../../lib/cookies.server";
import { todayInShop } from "../../lib/dates";
import { cardPaymentProvider } from "../../lib/env.server";
import { NO_STORE } from "../../lib/http";
import { clientKey } from "../../lib/throttle.server";
import {
  type CheckoutState,
  enterCheckout,
  isHeld,
  loadCheckout,
  saveDetails,
  saveMethods,
  saveVoucherCode,
} from "./checkout.server";
import { checkoutTokenHashOf, parseEnterCart } from "./checkout-request.server";
import { checkoutCookie, checkoutTokenOf } from "./checkout-token.server";
import { parseDetailsForm } from "./details-form";
import { throttleCheckoutEntry } from "./entry-throttle.server";
import { validateMethods } from "./methods.server";
import { findPickupPoint } from "./pickup-points.server";
import { priceSavedCheckout } from "./pricing.server";
import { applyCheckoutVoucher } from "./voucher.server";

const json = (value: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(value, { status, headers: { ...NO_STORE, ...headers } });

export const refusals = {
  none: () =>
    apiError(
      404,
      "no_checkout",
      "Nu există o comandă începută: trimite coșul la POST /api/checkout.",
    ),
  expired: () =>
    apiError(
      410,
      "reservation_expired",
      "Rezervarea a expirat: trimite din nou coșul la POST /api/checkout.",
    ),
  placed: () => apiError(409, "already_placed", "Comanda a fost deja plasată."),
};

/** The open checkout of the request, or the JSON refusal to send. */
export async function openCheckoutOrRefusal(
  request: Request,
  context: AppLoadContext,
  now: Date,
): Promise<CheckoutState | Response> {
  const tokenHash = checkoutTokenHashOf(request);
  const state = tokenHash ? await loadCheckout(context.db, tokenHash) : null;
  if (!state) return refusals.none();
  if (state.orderId !== null) return refusals.placed();
  if (!isHeld(state, now)) return refusals.expired();
  return state;
}

export async function enterCheckoutJson(
  request: Request,
  context: AppLoadContext,
  body: unknown,
  now: Date,
) {
  const fields = (body ?? {}) as { lines?: unknown; giftCards?: unknown };
  const cart = parseEnterCart(fields.lines, fields.giftCards);
  if (!cart) {
    return apiError(
      400,
      "invalid_cart",
      "Trimite { lines: [{ id, quantity }], giftCards?: [ref] }: id-uri și cantități numere întregi pozitive, cel mult 100 de linii, și cel puțin un produs.",
    );
  }
  await throttleCheckoutEntry(context, cart.lines, "json");
  const entered = await enterCheckout(context.db, {
    token: checkoutTokenOf(request),
    lines: cart.lines,
    giftCards: cart.giftCards,
    now,
    today: todayInShop(now),
  });
  return json(
    {
      checkoutToken: entered.token,
      reservedUntil: entered.hold.reservedUntil.toISOString(),
      lines: entered.hold.lines,
      notInStock: entered.short,
    },
    201,
    { "Set-Cookie": checkoutCookie(entered.token, { secure: secureCookies(context) }) },
  );
}

/** `customerId`: the logged-in shopper's, whose own vouchers then apply. */
export async function checkoutStateJson(
  state: CheckoutState,
  context: AppLoadContext,
  now: Date,
  customerId: number | null = null,
) {
  // The voucher saved on the checkout counts here as it will at the order.
  const pricing = await priceSavedCheckout(context.db, state, {
    today: todayInShop(now),
    now,
    customerId,
    cardPayments: cardPaymentProvider(context.env) !== null,
  });
  return json({
    reservedUntil: state.reservedUntil.toISOString(),
    details: state.details,
    methods: state.methods,
    lines: pricing.quote.lines,
    giftCards: pricing.quote.giftCards,
    deliveryOptions: pricing.deliveryOptions,
    paymentOptions: pricing.paymentOptions,
    voucher: pricing.quote.voucher,
    totals: pricing.totals,
  });
}

export async function saveDetailsJson(
  state: CheckoutState,
  context: AppLoadContext,
  body: unknown,
  now: Date,
) {
  const parsed = parseDetailsForm(
    body && typeof body === "object" ? (body as Record<string, unknown>) : {},
  );
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const { delivery } = parsed.details;
  if (delivery.kind === "pickup") {
    const point = await findPickupPoint(context.db, delivery.pickupPointId);
    if (!point || point.county !== delivery.county) {
      return fieldErrors({ pickupPointId: "Punctul ales nu mai este disponibil: alege altul." });
    }
  }
  await saveDetails(context.db, state.tokenHash, parsed.details, now);
  return json({ details: parsed.details });
}

export async function saveMethodsJson(
  state: CheckoutState,
  context: AppLoadContext,
  body: unknown,
  now: Date,
  customerId: number | null = null,
) {
  if (!state.details)
    return apiError(
      409,
      "details_missing",
      "Trimite întâi datele de livrare (PUT /api/checkout/details).",
    );
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const result = await validateMethods(
    context.db,
    state,
    { delivery: fields.delivery, payment: fields.payment },
    todayInShop(now),
    cardPaymentProvider(context.env) !== null,
    { now, customerId },
  );
  if (!result.ok) return fieldErrors(result.errors);
  await saveMethods(context.db, state.tokenHash, result.methods, now);
  return json({ methods: result.methods });
}

/** PUT /api/checkout/voucher `{ code }`: keeps a code that applies; `{ code: null }` removes it. */
export async function saveVoucherJson(
  state: CheckoutState,
  context: AppLoadContext,
  body: unknown,
  now: Date,
  customerId: number | null = null,
) {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const code = typeof fields.code === "string" ? fields.code.trim() : fields.code;
  if (code === null || code === "") {
    await saveVoucherCode(context.db, state.tokenHash, null, now);
    return json({ voucher: null });
  }
  if (typeof code !== "string") return fieldErrors({ code: "Trimite codul voucherului (text)." });
  const answer = await applyCheckoutVoucher(context.db, state, code, {
    now,
    customerId,
    client: clientKey(context.clientAddress),
  });
  if (!answer.ok) return fieldErrors({ code: answer.message });
  return checkoutStateJson({ ...state, voucherCode: code }, context, now, customerId);
}

export function fieldErrors(errors: Partial<Record<string, string>>): Response {
  return Response.json(
    { error: { code: "invalid_fields", message: "Verifică datele trimise.", fields: errors } },
    { status: 400, headers: NO_STORE },
  );
}

// What a checkout costs: the cart quote (the same code the cart page uses, so the totals agree),
// then the chosen delivery method's price and the payment method's fee, all from settings.
import type { Database } from "../../../db/client.server";
import { independentQueries } from "../../../db/independent-queries";
import type { CartQuote } from "../cart/quote";
import { quoteCart } from "../cart/quote.server";
import { VOUCHER_MESSAGES } from "../promotions/voucher-rules";
import type { Shopper } from "../promotions/vouchers.server";
import { readSettings, type SettingValue } from "../settings/settings.server";
import type { CheckoutState } from "./checkout.server";
import type { Delivery } from "./details";
import {
  type CheckoutMethods,
  type DeliveryOption,
  PAYMENT_METHODS,
  type PaymentMethodCode,
  type PaymentOption,
} from "./methods";
import type { RequestedLine } from "./reservation.server";

export interface CheckoutTotals {
  /** The books (and packs) at their prices. */
  subtotal: number;
  discount: number;
  shipping: number;
  paymentFee: number;
  /** Gift vouchers, at their values: no voucher or campaign discounts them. */
  giftCards: number;
  total: number;
}

export const PAYMENT_REFUSALS = {
  card: "Plata cu cardul nu este disponibilă acum: alege altă metodă.",
  rambursAbroad: "Plata ramburs nu este disponibilă pentru livrările în afara României.",
  rambursTotal: "Plata ramburs nu este disponibilă pentru comenzile de această valoare.",
  rambursNothingToShip:
    "Plata ramburs nu este disponibilă: voucherele cadou se trimit pe e-mail, nu prin curier.",
} as const;

export interface CheckoutPricing {
  quote: CartQuote;
  deliveryOptions: DeliveryOption[];
  paymentOptions: PaymentOption[];
  /** The chosen methods when they are (still) offered, else null. */
  delivery: DeliveryOption | null;
  payment: PaymentOption | null;
  totals: CheckoutTotals;
}

type DeliverySettings = SettingValue<"checkout.delivery">;
type DeliveryMethod = DeliverySettings["methods"][number];
type PaymentSettings = SettingValue<"checkout.payment">;

export async function priceCheckout(
  db: Database,
  input: {
    lines: readonly RequestedLine[];
    /** The refs of the checkout's gift vouchers. */
    giftCards?: readonly string[];
    deliveryKind: Delivery["kind"] | null;
    methods: CheckoutMethods | null;
    today: string;
    /** False when no card payment provider is configured: card is then refused. */
    cardPayments?: boolean;
    voucherCode?: string | null;
    now?: Date;
    shopper?: Shopper | null;
  },
): Promise<CheckoutPricing> {
  const [quote, settings] = await independentQueries(db, [
    () =>
      quoteCart(
        db,
        {
          lines: [...input.lines],
          voucherCode: input.voucherCode ?? null,
          giftCards: input.giftCards ?? [],
        },
        input.today,
        { now: input.now, shopper: input.shopper },
      ),
    () => readSettings(db, ["checkout.delivery", "checkout.payment"]),
  ]);
  return priceFromQuote(quote, settings["checkout.delivery"], settings["checkout.payment"], input);
}

/**
 * A saved checkout priced as step 2, step 3 and the order price it: with the voucher saved on it,
 * the shopper (the account's tier and own vouchers, the details' e-mail) and the clock.
 */
export function priceSavedCheckout(
  db: Database,
  state: Pick<CheckoutState, "lines" | "giftCards" | "details" | "methods" | "voucherCode">,
  options: {
    today: string;
    now: Date;
    /** The logged-in shopper's account, if any. */
    customerId: number | null;
    cardPayments?: boolean;
    /** Methods to price instead of the saved ones (step 2's answer, before it is saved). */
    methods?: CheckoutMethods;
  },
): Promise<CheckoutPricing> {
  return priceCheckout(db, {
    lines: state.lines,
    giftCards: state.giftCards,
    deliveryKind: state.details?.delivery.kind ?? null,
    methods: options.methods ?? state.methods,
    today: options.today,
    now: options.now,
    cardPayments: options.cardPayments,
    voucherCode: state.voucherCode,
    shopper: { customerId: options.customerId, email: state.details?.email ?? null },
  });
}

export function priceFromQuote(
  quote: CartQuote,
  deliverySettings: DeliverySettings,
  paymentSettings: PaymentSettings,
  input: {
    deliveryKind: Delivery["kind"] | null;
    methods: CheckoutMethods | null;
    cardPayments?: boolean;
  },
): CheckoutPricing {
  const kind = input.deliveryKind ?? "address";
  const nothingToShip = quote.lines.every((line) => line.quantity === 0);
  const deliveryOptions = deliverySettings.methods
    .filter((method) => method.for === kind)
    .map((method) => ({
      code: method.code,
      name: method.name,
      description: method.description,
      days: method.days,
      cost: nothingToShip ? 0 : deliveryCost(method, quote),
    }));
  const delivery =
    deliveryOptions.find((option) => option.code === input.methods?.delivery) ?? null;
  // A voucher that only lowers shipping does nothing on a method it cannot lower (abroad): it is
  // refused there, so the order does not use it up.
  const method = deliverySettings.methods.find((candidate) => candidate.code === delivery?.code);
  const voucher = quote.voucher;
  if (
    method &&
    !nothingToShip &&
    method.cost !== null &&
    method.freeFrom === null &&
    voucher?.applied &&
    voucher.shipping !== null &&
    voucher.discount === 0 &&
    voucher.gift === null
  ) {
    quote = {
      ...quote,
      voucher: { ...voucher, applied: false, message: VOUCHER_MESSAGES["shipping-abroad"] },
    };
  }
  const shipping = delivery?.cost ?? deliveryOptions[0]?.cost ?? quote.shipping.cost;
  const beforeFee = quote.subtotal - quote.discount + shipping + quote.giftCardsTotal;

  const paymentOptions = (Object.keys(PAYMENT_METHODS) as PaymentMethodCode[]).map((code) => {
    const fee = code === "ramburs" ? paymentSettings.codFee : 0;
    let refusal: string | null = null;
    if (code === "card" && input.cardPayments === false) {
      refusal = PAYMENT_REFUSALS.card;
    } else if (code === "ramburs" && kind === "international") {
      refusal = PAYMENT_REFUSALS.rambursAbroad;
    } else if (code === "ramburs" && nothingToShip && quote.giftCards.length > 0) {
      // Only gift vouchers: no courier comes to collect the money.
      refusal = PAYMENT_REFUSALS.rambursNothingToShip;
    } else if (code === "ramburs" && beforeFee + fee > paymentSettings.codMaxTotal) {
      refusal = PAYMENT_REFUSALS.rambursTotal;
    }
    return { code, ...PAYMENT_METHODS[code], fee, refusal };
  });
  const chosen = paymentOptions.find((option) => option.code === input.methods?.payment);
  const payment = chosen && chosen.refusal === null ? chosen : null;
  const paymentFee = payment?.fee ?? 0;
  return {
    quote,
    deliveryOptions,
    paymentOptions,
    delivery,
    payment,
    totals: {
      subtotal: quote.subtotal,
      discount: quote.discount,
      shipping,
      paymentFee,
      giftCards: quote.giftCardsTotal,
      total: beforeFee + paymentFee,
    },
  };
}

/** What `method` costs for this cart (something to ship). */
function deliveryCost(method: DeliveryMethod, quote: CartQuote): number {
  // The shop's courier: the cart's own shipping, with its minimum, promotions, tier and voucher.
  if (method.cost === null) return quote.shipping.cost;
  // Only a method that can be free (a freeFrom) takes a voucher's, tier's or promotion's shipping.
  if (method.freeFrom === null) return method.cost;
  // Free courier delivery (the minimum, a promotion, a tier, a voucher) frees these too.
  if (quote.subtotal >= method.freeFrom || quote.shipping.free) return 0;
  const voucherShipping = quote.voucher?.applied ? quote.voucher.shipping : null;
  return Math.min(method.cost, voucherShipping ?? method.cost);
}

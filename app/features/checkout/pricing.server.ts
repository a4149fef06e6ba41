// What a checkout costs: the cart quote (the same code the cart page uses, so the totals agree),
// then the chosen delivery method's price and the payment method's fee, all from settings.
import type { Database } from "../../../db/client.server";
import { independentQueries } from "../../../db/independent-queries";
import type { CartQuote } from "../cart/quote";
import { quoteCart } from "../cart/quote.server";
import type { Shopper } from "../promotions/vouchers.server";
import { readSettings, type SettingValue } from "../settings/settings.server";
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
      cost: nothingToShip
        ? 0
        : method.cost === null
          ? quote.shipping.cost
          : (method.freeFrom !== null && quote.subtotal >= method.freeFrom) ||
              // Free courier delivery (the minimum, or a shipping promotion) frees pickup too.
              (method.for === "pickup" && quote.shipping.free)
            ? 0
            : Math.min(
                method.cost,
                quote.voucher?.applied ? (quote.voucher.shipping ?? method.cost) : method.cost,
              ),
    }));
  const delivery =
    deliveryOptions.find((option) => option.code === input.methods?.delivery) ?? null;
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

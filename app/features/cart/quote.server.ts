// The cart quote: prices, maximums, shipping and totals for the lines a browser holds, decided
// here from the database. Whatever the browser stored (prices, flags, maximums) is ignored.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { independentQueries } from "../../../db/independent-queries";
import { books } from "../../../db/schema";
import { MAX_DATABASE_ID } from "../../lib/database-id";
import { countHit, standing, tooManyRequestsMessage } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { apiProductsByIds } from "../catalogue/api-product.server";
import { availabilityOf } from "../catalogue/availability";
import { quoteGiftCards } from "../gift-cards/drafts.server";
import { tierFreeShippingFrom } from "../loyalty/tiers.server";
import { VOUCHER_MESSAGES } from "../promotions/voucher-rules";
import { evaluateVoucher, findVoucher, type Shopper } from "../promotions/vouchers.server";
import { readSettings } from "../settings/settings.server";
import { QUANTITY_MESSAGES } from "./quantity-messages";
import type { CartQuote, CartQuoteRequest, QuoteLine, QuoteVoucher } from "./quote";

/** Ids above this cannot exist in an integer column; they are unknown without asking. */

export const QUOTE_MESSAGES = {
  unavailable: "Produsul nu mai este disponibil.",
  ...QUANTITY_MESSAGES,
} as const;

interface PricingRow {
  id: number;
  price: number;
  oldPrice: number | null;
  stock: number;
  maxPerOrder: number;
  availableFrom: string | null;
  freeShipping: boolean;
  hideInCart: boolean;
}

/** Duplicate ids merged (quantities summed), in the order first seen. */
function mergeLines(lines: CartQuoteRequest["lines"]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const line of lines) {
    const sum = (merged.get(line.id) ?? 0) + line.quantity;
    // Absurd requests must still give finite, JSON-safe numbers.
    merged.set(line.id, Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, sum)));
  }
  return merged;
}

/** The request, with gift voucher references optional for callers that have none. */
export type CartQuoteInput = Omit<CartQuoteRequest, "giftCards"> & {
  giftCards?: readonly string[];
};

export async function quoteCart(
  db: Database,
  request: CartQuoteInput,
  today: string,
  /**
   * The clock for voucher windows, and the shopper for per-customer limits, when known; the
   * client whose typed code this is (voucherGuessPerClient), when a shopper typed it.
   */
  options: { now?: Date; shopper?: Shopper | null; client?: string } = {},
): Promise<CartQuote> {
  const requested = mergeLines(request.lines);
  const ids = [...requested.keys()].filter((id) => id <= MAX_DATABASE_ID);
  const now = options.now ?? new Date();
  const customerId = options.shopper?.customerId ?? null;
  // The numbers come from the pricing rows; the products are what the browser displays.
  const [pricingRows, products, settings, giftCards, tierMinimum] = await independentQueries(db, [
    () =>
      ids.length
        ? db
            .select({
              id: books.id,
              price: books.price,
              oldPrice: books.oldPrice,
              stock: books.stock,
              maxPerOrder: books.maxPerOrder,
              availableFrom: books.availableFrom,
              freeShipping: books.freeShipping,
              hideInCart: books.hideInCart,
            })
            .from(books)
            .where(and(inArray(books.id, ids), eq(books.isListed, true)))
        : Promise.resolve([] as PricingRow[]),
    () => apiProductsByIds(db, ids, today),
    () => readSettings(db, ["shop.freeShipping", "shop.shipping", "shop.shippingPromos"]),
    () => quoteGiftCards(db, request.giftCards ?? [], today),
    () => (customerId === null ? null : tierFreeShippingFrom(db, customerId, now)),
  ]);
  const pricing = new Map(pricingRows.map((row) => [row.id, row]));
  const productById = new Map(products.map((product) => [product.id, product]));

  const lines: QuoteLine[] = [];
  const unknownIds: number[] = [];
  for (const [id, requestedQuantity] of requested) {
    const row = pricing.get(id);
    const product = productById.get(id);
    if (!row || !product) {
      unknownIds.push(id);
      continue;
    }
    lines.push(quoteLine(row, requestedQuantity, product, today));
  }

  const available = lines.filter((line) => line.status !== "unavailable");
  const subtotal = sum(available.map((line) => line.lineTotal));
  const prpSavings = sum(available.map((line) => line.lineSavings));
  const giftCardsTotal = sum(
    giftCards.filter((card) => card.status === "ok").map((card) => card.value),
  );
  const itemCount =
    sum(
      available.filter((line) => !pricing.get(line.id)?.hideInCart).map((line) => line.quantity),
    ) + giftCards.filter((card) => card.status === "ok").length;

  const { show } = settings["shop.freeShipping"];
  const promo = activeShippingPromo(settings["shop.shippingPromos"].promos, now);
  // A shipping promotion lowers the free-shipping minimum while it runs; a loyalty tier can too.
  const minimum = Math.min(
    settings["shop.freeShipping"].minimum,
    promo?.freeFrom ?? Infinity,
    tierMinimum ?? Infinity,
  );
  const reduced =
    promo?.reducedFrom != null && promo.reducedCost != null && subtotal >= promo.reducedFrom
      ? promo.reducedCost
      : null;
  const standardCost = settings["shop.shipping"].cost;
  const nothingToShip = available.length === 0;
  const freeByCart =
    !nothingToShip &&
    (subtotal >= minimum || available.some((line) => pricing.get(line.id)?.freeShipping));
  const voucher = request.voucherCode
    ? await quoteVoucher(db, request.voucherCode, {
        now,
        lines: available.map(({ id, unitPrice, quantity }) => ({ id, unitPrice, quantity })),
        subtotal,
        shopper: options.shopper ?? null,
        today,
        client: options.client,
      })
    : null;
  const discount = voucher?.applied ? voucher.discount : 0;
  const voucherShipping = voucher?.shippingCost ?? null;
  const cost =
    freeByCart || nothingToShip
      ? 0
      : Math.min(standardCost, voucherShipping ?? standardCost, reduced ?? standardCost);
  const free = !nothingToShip && cost === 0;

  return {
    lines,
    unknownIds,
    itemCount,
    subtotal,
    prpSavings,
    discount,
    shipping: {
      cost,
      standardCost,
      free,
      freeShippingMinimum: minimum,
      remainingForFreeShipping: free ? 0 : Math.max(0, minimum - subtotal),
      showFreeShippingBar: show,
      promo: promo
        ? {
            label: promo.label,
            endsAt: new Date(promo.endsAt).toISOString(),
            showTimer: promo.showTimer,
          }
        : null,
    },
    giftCards,
    giftCardsTotal,
    total: subtotal - discount + cost + giftCardsTotal,
    voucher: voucher ? voucher.answer : null,
  };
}

/** The shipping promotion running at `now`, the first one listed when several overlap. */
export function activeShippingPromo<T extends { startsAt: string; endsAt: string }>(
  promos: readonly T[],
  now: Date,
): T | null {
  const at = now.getTime();
  return (
    promos.find(
      (promo) => new Date(promo.startsAt).getTime() <= at && at < new Date(promo.endsAt).getTime(),
    ) ?? null
  );
}

/** The voucher's part of the quote: what it takes off, what it does to shipping, its gift. */
async function quoteVoucher(
  db: Database,
  code: string,
  input: Parameters<typeof evaluateVoucher>[2] & { today: string; client?: string | undefined },
): Promise<{
  answer: QuoteVoucher;
  applied: boolean;
  discount: number;
  shippingCost: number | null;
}> {
  const refused = (message: string) => ({
    answer: {
      code,
      applied: false,
      message,
      discount: 0,
      gift: null,
      shipping: null,
      percent: null,
    },
    applied: false,
    discount: 0,
    shippingCost: null,
  });
  const guesses = THROTTLE_RULES.voucherGuessPerClient;
  if (input.client) {
    const verdict = await standing(db, guesses, input.client);
    if (!verdict.allowed) return refused(tooManyRequestsMessage(verdict.retryAfterSeconds));
  }
  const rule = await findVoucher(db, code);
  if (!rule) {
    if (input.client) await countHit(db, guesses, input.client);
    return refused(VOUCHER_MESSAGES.unknown);
  }
  const outcome = await evaluateVoucher(db, rule, input);
  if (!outcome.ok) return refused(outcome.message);
  const { effect } = outcome;
  const [gift] =
    effect.giftBookId !== null ? await apiProductsByIds(db, [effect.giftBookId], input.today) : [];
  return {
    answer: {
      code: rule.code,
      applied: true,
      message: outcome.message,
      discount: effect.discount,
      gift: gift ? { ...gift, price: 0 } : null,
      shipping: effect.shippingCost,
      percent: rule.kind === "percent" ? rule.value : null,
    },
    applied: true,
    discount: effect.discount,
    shippingCost: effect.shippingCost,
  };
}

function quoteLine(
  row: PricingRow,
  requestedQuantity: number,
  product: QuoteLine["product"],
  today: string,
): QuoteLine {
  const availability = availabilityOf(row, today);
  const base = {
    id: row.id,
    requestedQuantity,
    unitPrice: row.price,
    oldPrice: row.oldPrice,
    product,
  };
  if (availability === "out-of-stock") {
    return {
      ...base,
      quantity: 0,
      lineTotal: 0,
      lineSavings: 0,
      maxQuantityToOrder: 0,
      status: "unavailable",
      message: QUOTE_MESSAGES.unavailable,
    };
  }
  // A pre-order ships from future stock, so only the per-order limit applies to it.
  const maxQuantityToOrder =
    availability === "preorder" ? row.maxPerOrder : Math.min(row.maxPerOrder, row.stock);
  const quantity = Math.min(Math.max(requestedQuantity, 1), maxQuantityToOrder);
  const saving = row.oldPrice !== null && row.oldPrice > row.price ? row.oldPrice - row.price : 0;
  const message =
    quantity === requestedQuantity
      ? null
      : requestedQuantity < 1
        ? QUOTE_MESSAGES.minimum
        : QUOTE_MESSAGES.maximum(maxQuantityToOrder);
  return {
    ...base,
    quantity,
    lineTotal: row.price * quantity,
    lineSavings: saving * quantity,
    maxQuantityToOrder,
    status: message === null ? "ok" : "quantity-capped",
    message,
  };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

// The cart quote exchanged by the browser and POST /api/cart/quote: the request schema and the
// answer's types (money in integer bani). No server code, so the browser can import it.
import { z } from "zod";
import type { ApiProduct } from "../catalogue/api-product";
import type { QuoteGiftCard } from "../gift-cards/types";

/** A quote never covers more lines than this (a cart is far smaller). */
export const MAX_QUOTE_LINES = 100;
export const MAX_VOUCHER_CODE_LENGTH = 64;

// Any whole number passes, however absurd (0, -5, 1e12): the server clamps it and says so on the
// line, since a stale or tampered cart should still get an answer. Other types are bad input.
const quantity = z.number().refine(Number.isInteger, { error: "must be a whole number" });

export const cartQuoteRequestSchema = z.object({
  // Unknown fields (a price, a title) are dropped: the server prices every line itself.
  lines: z.array(z.object({ id: z.number().int().positive(), quantity })).max(MAX_QUOTE_LINES),
  voucherCode: z
    .string()
    .trim()
    .max(MAX_VOUCHER_CODE_LENGTH)
    .nullish()
    .transform((code) => code || null),
  /** The gift voucher lines' references (their rows hold value and recipient). */
  giftCards: z.array(z.string().max(64)).max(MAX_QUOTE_LINES).default([]),
});

export type CartQuoteRequest = z.infer<typeof cartQuoteRequestSchema>;

export type QuoteLineStatus = "ok" | "quantity-capped" | "unavailable";

export interface QuoteLine {
  id: number;
  /** The quantity granted: the request clamped to 1 … maxQuantityToOrder, 0 when unavailable. */
  quantity: number;
  /** What the browser asked for, summed over duplicate lines. */
  requestedQuantity: number;
  unitPrice: number;
  /** The recommended retail price (PRP), or null. */
  oldPrice: number | null;
  lineTotal: number;
  /** (PRP - price) × quantity when the PRP is above the price, else 0. */
  lineSavings: number;
  /** 0 when unavailable. */
  maxQuantityToOrder: number;
  status: QuoteLineStatus;
  /** For the shopper, in Romanian; null when the line is as asked. */
  message: string | null;
  /** Current product data, so the browser can refresh its stored line. */
  product: ApiProduct;
}

export interface QuoteShipping {
  /** What the shopper pays: 0 when free or when there is nothing to ship. */
  cost: number;
  /** The courier's price below the free-shipping minimum. */
  standardCost: number;
  free: boolean;
  freeShippingMinimum: number;
  /** 0 once shipping is free. */
  remainingForFreeShipping: number;
  showFreeShippingBar: boolean;
  /** The shipping promotion running now (its minimum is already in freeShippingMinimum). */
  promo: { label: string; endsAt: string; showTimer: boolean } | null;
}

export interface QuoteVoucher {
  code: string;
  applied: boolean;
  /** What the voucher did, or why it was refused (unknown, expired, used, minimum not reached). */
  message: string;
  /** Bani off the lines (0 for shipping and gift vouchers). */
  discount: number;
  /** The gift book the voucher adds at price 0, when it grants one. */
  gift: ApiProduct | null;
  /** Shipping price the voucher grants (0: free), or null. */
  shipping: number | null;
  /** The percent off of a percent voucher (the banner says "bucură-te de 23% reducere"), or null. */
  percent: number | null;
}

export interface CartQuote {
  /** One line per distinct id still listed, in the order first asked. */
  lines: QuoteLine[];
  /** Ids that are not (or no longer) listed. */
  unknownIds: number[];
  /** Granted quantities of available lines not flagged hideInCart. */
  itemCount: number;
  subtotal: number;
  prpSavings: number;
  /** The voucher's discount on the lines (bani). */
  discount: number;
  shipping: QuoteShipping;
  /**
   * Gift vouchers, priced from their rows: apart from the books' subtotal, since vouchers and
   * campaigns do not discount them and they do not count toward free shipping.
   */
  giftCards: QuoteGiftCard[];
  /** What the available gift vouchers cost. */
  giftCardsTotal: number;
  /** subtotal − discount + shipping + giftCardsTotal. */
  total: number;
  voucher: QuoteVoucher | null;
}

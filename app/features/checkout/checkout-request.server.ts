// What every checkout page and call does first: find the shopper's checkout and send them back
// to the cart, with the reason, when there is none to continue.
import { redirect } from "react-router";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { MAX_DATABASE_ID } from "../../lib/database-id";
import { MAX_QUOTE_LINES } from "../cart/quote";
import { MAX_GIFT_CARDS } from "../gift-cards/drafts.server";
import { GIFT_CARD_REF } from "../gift-cards/types";
import { type CheckoutState, isHeld, loadCheckout } from "./checkout.server";
import { checkoutTokenOf, hashCheckoutToken } from "./checkout-token.server";

/**
 * Why the cart page was opened from checkout: `/cos/produse?checkout=<reason>`. The hold's length
 * is a setting (`checkout.reservation`), so the expiry message names no number of minutes.
 */
export const BACK_TO_CART_REASONS = {
  none: "Coșul tău nu are o comandă începută. Verifică produsele și apasă „Finalizează comanda”.",
  expired:
    "Rezervarea produselor a expirat. Verifică din nou coșul: rezervăm ce mai este disponibil.",
  empty: "Coșul tău este gol.",
  placed: "Comanda a fost deja plasată.",
} as const;
export type BackToCartReason = keyof typeof BACK_TO_CART_REASONS;

export function backToCart(reason: BackToCartReason): Response {
  return redirect(`/cos/produse?checkout=${reason}`, { headers: { "Cache-Control": "no-store" } });
}

export function checkoutTokenHashOf(request: Request): string | null {
  const token = checkoutTokenOf(request);
  return token ? hashCheckoutToken(token) : null;
}

/** The checkout a page continues, or a redirect (thrown) back to the cart. */
export async function requireOpenCheckout(
  request: Request,
  db: Database,
  now: Date,
): Promise<CheckoutState> {
  const state = await requireCheckout(request, db);
  if (!isHeld(state, now)) throw backToCart("expired");
  return state;
}

/** The shopper's checkout, not placed and not empty, whether or not its hold has expired. */
export async function requireCheckout(request: Request, db: Database): Promise<CheckoutState> {
  const tokenHash = checkoutTokenHashOf(request);
  const state = tokenHash ? await loadCheckout(db, tokenHash) : null;
  if (!state) throw backToCart("none");
  if (state.orderId !== null) throw backToCart("placed");
  if (state.lines.length === 0 && state.giftCards.length === 0) throw backToCart("empty");
  return state;
}

/** The cart handed over when entering checkout: [{ id, quantity }], from a form field or JSON. */
export const enterLinesSchema = z
  .array(
    z.object({
      id: z.number().int().positive().max(MAX_DATABASE_ID),
      quantity: z.number().int().min(1).max(1000),
    }),
  )
  .max(MAX_QUOTE_LINES);

export function parseEnterLines(value: unknown): z.infer<typeof enterLinesSchema> | null {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const result = enterLinesSchema.safeParse(parsed);
  if (!result.success) return null;
  // The same book twice (a stale cart) becomes one line.
  const merged = new Map<number, number>();
  for (const line of result.data) merged.set(line.id, (merged.get(line.id) ?? 0) + line.quantity);
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/** The gift voucher refs handed over with the cart: a JSON list from a form field, or a list. */
export function parseEnterGiftCards(value: unknown): string[] | null {
  if (value === undefined || value === null || value === "") return [];
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const result = z.array(z.string().regex(GIFT_CARD_REF)).max(MAX_GIFT_CARDS).safeParse(parsed);
  return result.success ? [...new Set(result.data)] : null;
}

/** The cart handed over: its lines and gift vouchers, or null when malformed or empty. */
export function parseEnterCart(
  linesValue: unknown,
  giftCardsValue: unknown,
): { lines: z.infer<typeof enterLinesSchema>; giftCards: string[] } | null {
  const lines = parseEnterLines(linesValue);
  const giftCards = parseEnterGiftCards(giftCardsValue);
  if (!lines || !giftCards || lines.length + giftCards.length === 0) return null;
  return { lines, giftCards };
}

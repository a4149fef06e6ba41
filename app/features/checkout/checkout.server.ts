// A checkout in progress: what each step accepted, kept in the database (any instance can serve
// the next step), found by the hash of the shopper's token.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { checkouts } from "../../../db/schema-orders";
import { attachGiftCards, checkoutGiftCardRefs } from "../gift-cards/drafts.server";
import { readSetting } from "../settings/settings.server";
import { hashCheckoutToken, newCheckoutToken } from "./checkout-token.server";
import type { CheckoutDetails } from "./details";
import type { CheckoutMethods } from "./methods";
import {
  type HoldResult,
  holdCart,
  type LineAvailability,
  type RequestedLine,
} from "./reservation.server";

export interface CheckoutState {
  tokenHash: string;
  lines: RequestedLine[];
  /** The refs of the gift vouchers it orders (they hold no stock and ship nothing). */
  giftCards: string[];
  details: CheckoutDetails | null;
  methods: CheckoutMethods | null;
  /** The voucher code the shopper entered or brought from the cart, as typed. */
  voucherCode: string | null;
  reservedUntil: Date;
  /** Set once placed: the checkout is over. */
  orderId: number | null;
}

const storedLines = z.array(
  z.object({ id: z.number().int().positive(), quantity: z.number().int().min(1) }),
);

/** The lines column as stored (written only from validated carts); [] when unreadable. */
export function storedCheckoutLines(value: unknown): RequestedLine[] {
  const lines = storedLines.safeParse(value);
  return lines.success ? lines.data : [];
}

export async function loadCheckout(db: Database, tokenHash: string): Promise<CheckoutState | null> {
  const [row] = await db
    .select({
      tokenHash: checkouts.tokenHash,
      lines: checkouts.lines,
      details: checkouts.details,
      methods: checkouts.methods,
      voucherCode: checkouts.voucherCode,
      reservedUntil: checkouts.reservedUntil,
      orderId: checkouts.orderId,
    })
    .from(checkouts)
    .where(eq(checkouts.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  return {
    tokenHash: row.tokenHash,
    lines: storedCheckoutLines(row.lines),
    giftCards: await checkoutGiftCardRefs(db, tokenHash),
    // Written only by this module from validated input.
    details: (row.details as CheckoutDetails | null) ?? null,
    methods: (row.methods as CheckoutMethods | null) ?? null,
    voucherCode: row.voucherCode,
    reservedUntil: row.reservedUntil,
    orderId: row.orderId,
  };
}

/**
 * Whom a checkout would e-mail and whether it is already placed: all the order throttle reads,
 * in one narrow query (placing reads the whole checkout again under its lock).
 */
export async function checkoutMailState(
  db: Database,
  tokenHash: string,
): Promise<{ orderId: number | null; email: string | null } | null> {
  const [row] = await db
    .select({
      orderId: checkouts.orderId,
      email: sql<string | null>`${checkouts.details}->>'email'`,
    })
    .from(checkouts)
    .where(eq(checkouts.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function saveDetails(
  db: Database,
  tokenHash: string,
  details: CheckoutDetails,
  now: Date,
): Promise<void> {
  await db
    .update(checkouts)
    .set({ details, updatedAt: now })
    .where(eq(checkouts.tokenHash, tokenHash));
}

export async function saveMethods(
  db: Database,
  tokenHash: string,
  methods: CheckoutMethods,
  now: Date,
): Promise<void> {
  await db
    .update(checkouts)
    .set({ methods, updatedAt: now })
    .where(eq(checkouts.tokenHash, tokenHash));
}

/** The voucher the order will use (null removes it); the quote decides what it is worth. */
export async function saveVoucherCode(
  db: Database,
  tokenHash: string,
  voucherCode: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(checkouts)
    .set({ voucherCode, updatedAt: now })
    .where(eq(checkouts.tokenHash, tokenHash));
}

/** Whether the hold still runs at `now`. */
export function isHeld(state: CheckoutState, now: Date): boolean {
  return state.reservedUntil.getTime() > now.getTime();
}

/**
 * Enters checkout with the cart's lines: holds what is available for the reservation time.
 * The shopper's open checkout is renewed (never doubled); a placed one starts afresh. The cart's
 * gift vouchers come along when given (left as they were when not: the rest after a shortfall).
 */
export async function enterCheckout(
  db: Database,
  input: {
    token: string | null;
    lines: RequestedLine[];
    giftCards?: readonly string[];
    now: Date;
    today: string;
  },
): Promise<{ token: string; hold: HoldResult; short: LineAvailability[] }> {
  let token = input.token;
  if (token) {
    const existing = await loadCheckout(db, hashCheckoutToken(token));
    if (existing?.orderId != null) token = null;
  }
  token ??= newCheckoutToken();
  const { milliseconds } = await readSetting(db, "checkout.reservation");
  const hold = await holdCart(db, hashCheckoutToken(token), input.lines, {
    now: input.now,
    holdMs: milliseconds,
    today: input.today,
  });
  if (input.giftCards) await attachGiftCards(db, hashCheckoutToken(token), input.giftCards);
  return { token, hold, short: hold.lines.filter((line) => line.available < line.requested) };
}

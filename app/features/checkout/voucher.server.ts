// A voucher typed at step 3: quoted against the checkout's own lines, saved on the checkout only
// when it applies, so the review shows its effect and the order redeems it.
import type { Database } from "../../../db/client.server";
import { readCookie } from "../../lib/cookies.server";
import { todayInShop } from "../../lib/dates";
import { countHit, standing } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { quoteCart } from "../cart/quote.server";
import {
  CLEAR_VOUCHER_COOKIE,
  parseVoucherCookie,
  VOUCHER_COOKIE,
} from "../promotions/voucher-cookie";
import { findVoucher } from "../promotions/vouchers.server";
import { type CheckoutState, saveVoucherCode } from "./checkout.server";

export const VOUCHER_FORM_MESSAGES = {
  empty: "Scrie codul voucherului.",
} as const;

export async function applyCheckoutVoucher(
  db: Database,
  state: CheckoutState,
  code: string,
  /** `client`: clientKey of who typed the code (wrong codes are counted per client). */
  options: { now: Date; customerId: number | null; client?: string },
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (!code) return { ok: false, message: VOUCHER_FORM_MESSAGES.empty };
  const quote = await quoteCart(
    db,
    { lines: state.lines, giftCards: state.giftCards, voucherCode: code.slice(0, 64) },
    todayInShop(options.now),
    {
      now: options.now,
      shopper: { customerId: options.customerId, email: state.details?.email ?? null },
      client: options.client,
    },
  );
  if (!quote.voucher?.applied) return { ok: false, message: quote.voucher?.message ?? "" };
  await saveVoucherCode(db, state.tokenHash, quote.voucher.code, options.now);
  return { ok: true };
}

/**
 * The campaign widgets' `voucher` cookie, taken into the checkout when step 2 or 3 opens: a code that
 * exists is kept (the review says what it does, or why not); one that does not counts as a wrong
 * guess of the client, as a typed one does, and over the limit no cookie code is looked up, so
 * reloading the page with other cookies cannot tell which codes exist. False when not kept: the
 * page drops the cookie.
 */
export async function adoptCookieVoucher(
  db: Database,
  tokenHash: string,
  code: string,
  options: { now: Date; client: string },
): Promise<boolean> {
  const guesses = THROTTLE_RULES.voucherGuessPerClient;
  if (!(await standing(db, guesses, options.client)).allowed) return false;
  if (!(await findVoucher(db, code))) {
    await countHit(db, guesses, options.client);
    return false;
  }
  await saveVoucherCode(db, tokenHash, code, options.now);
  return true;
}

/**
 * Steps 2 and 3: the cart's voucher (the campaign widgets' cookie) comes along into a checkout
 * that has none, once, so both steps price it as the order will. Answers the Set-Cookie that drops
 * a cookie not kept, or null.
 */
export async function voucherFromCart(
  db: Database,
  request: Request,
  state: CheckoutState,
  options: { now: Date; client: string },
): Promise<string | null> {
  if (state.voucherCode !== null) return null;
  const fromCookie = parseVoucherCookie(readCookie(request.headers.get("Cookie"), VOUCHER_COOKIE));
  if (!fromCookie) return null;
  if (await adoptCookieVoucher(db, state.tokenHash, fromCookie, options)) {
    state.voucherCode = fromCookie;
    return null;
  }
  return CLEAR_VOUCHER_COOKIE;
}

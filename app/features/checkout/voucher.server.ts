// A voucher typed at step 3: quoted against the checkout's own lines, saved on the checkout only
// when it applies, so the review shows its effect and the order redeems it.
import type { Database } from "../../../db/client.server";
import { todayInShop } from "../../lib/dates";
import { quoteCart } from "../cart/quote.server";
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

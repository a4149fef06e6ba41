// The server's quote for the stored cart: authoritative prices, maximums and totals. Whenever the
// lines' ids or quantities change the quote is asked again, and the stored lines are brought up
// to date with what it says (a repriced or withdrawn book shows its current state).
import { useEffect, useMemo, useState } from "react";
import type { CartLine } from "~/lib/stored-items";
import type { ApiProduct } from "../catalogue/api-product";
import { readCookie } from "../promotions/components/campaign-cookies";
import { parseVoucherCookie, VOUCHER_COOKIE } from "../promotions/voucher-cookie";
import { refreshLines, syncQuotedGifts } from "./cart-lines";
import { cartList } from "./cart-store";
import type { CartQuote, CartQuoteRequest } from "./quote";

export type QuoteState =
  | { status: "idle" | "loading"; quote: CartQuote | null }
  | { status: "ready"; quote: CartQuote }
  | { status: "error"; quote: CartQuote | null };

/** Waits this long after the last change (a shopper clicking + several times) before asking. */
const QUOTE_DELAY_MS = 250;

export function useCartQuote(lines: CartLine[], hydrated: boolean): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: "idle", quote: null });
  const request = useMemo(
    () =>
      lines
        .filter((line) => !line.isGift && !line.giftCard)
        .map((line) => ({ id: line.id, quantity: line.ammount })),
    [lines],
  );
  const giftCards = useMemo(
    () => lines.flatMap((line) => (line.giftCard ? [line.giftCard] : [])),
    [lines],
  );
  // The campaign widgets' voucher cookie: the server decides what its code is worth.
  const voucherCode = hydrated ? readVoucherCode() : null;
  const key = JSON.stringify({ lines: request, voucherCode, giftCards });

  useEffect(() => {
    if (!hydrated) return;
    const body = JSON.parse(key) as CartQuoteRequest;
    if (body.lines.length === 0 && body.giftCards.length === 0) {
      setState({ status: "idle", quote: null });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: "loading", quote: previous.quote }));
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch("/api/cart/quote", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`quote answered ${response.status}`);
        const quote = (await response.json()) as CartQuote;
        applyQuote(quote);
        setState({ status: "ready", quote });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("cart quote failed", error);
        setState((previous) => ({ status: "error", quote: previous.quote }));
      }
    }, QUOTE_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [key, hydrated]);

  return state;
}

function applyQuote(quote: CartQuote) {
  const products = new Map<number, ApiProduct>(
    // The quote's maximum also counts the stock, which the product shape does not.
    quote.lines.map(
      (line) =>
        [line.id, { ...line.product, maxQuantityToOrder: line.maxQuantityToOrder }] as const,
    ),
  );
  const current = cartList.read();
  const next = syncQuotedGifts(refreshLines(current, products), {
    giftCards: quote.giftCards,
    giftBookId: quote.voucher?.applied ? (quote.voucher.gift?.id ?? null) : null,
  });
  // Writing only real changes keeps this from asking for a quote again and again.
  if (JSON.stringify(next) !== JSON.stringify(current)) cartList.write(next);
}

/** The code the campaign widgets' voucher cookie holds, or null. */
export function readVoucherCode(): string | null {
  return parseVoucherCookie(readCookie(VOUCHER_COOKIE));
}

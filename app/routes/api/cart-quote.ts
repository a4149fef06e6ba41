// POST /api/cart/quote: the server's prices, maximums, shipping and totals for the browser's cart.
// The body is { lines: [{ id, quantity }], voucherCode?, giftCards?: [ref] }; anything else a line
// carries is ignored (a gift voucher is priced from its row, found by its ref). With a session, the
// quote is the account's (its loyalty tier's free-shipping minimum, its own vouchers).
import { readSession } from "~/features/account/sessions.server";
import { cartQuoteRequestSchema, MAX_QUOTE_LINES } from "~/features/cart/quote";
import { quoteCart } from "~/features/cart/quote.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import { NO_STORE } from "~/lib/http";
import { readJson } from "~/lib/request-body.server";
import { clientKey } from "~/lib/throttle.server";
import type { Route } from "./+types/cart-quote";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST", "Folosește POST.");
  const parsed = cartQuoteRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return apiError(
      400,
      "invalid_cart",
      `Trimite { lines: [{ id, quantity }] } cu cel mult ${MAX_QUOTE_LINES} de linii: id-uri și cantități numere întregi.`,
    );
  }
  const now = new Date();
  // A logged-in shopper's quote knows the account: its loyalty tier's shipping, its own codes.
  const session = await readSession(context.db, request, now);
  const quote = await quoteCart(context.db, parsed.data, todayInShop(now), {
    now,
    client: clientKey(context.clientAddress),
    shopper: session ? { customerId: session.customerId, email: session.email } : null,
  });
  // The shopper's own answer (their session's tier and codes): never in a shared cache.
  return Response.json(quote, { headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed("POST", "Folosește POST cu liniile coșului.");
}

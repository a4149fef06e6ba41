// Entering checkout from the cart's "Finalizează comanda" form: the browser's cart ([{ id,
// quantity }], and the refs of its gift vouchers) is handed over once, held, and from then on the
// checkout lives on the server.

import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { secureCookies } from "../../lib/cookies.server";
import { todayInShop } from "../../lib/dates";
import { NO_STORE } from "../../lib/http";
import { enterCheckout } from "./checkout.server";
import { parseEnterCart } from "./checkout-request.server";
import { checkoutCookie, checkoutTokenOf } from "./checkout-token.server";
import { throttleCheckoutEntry } from "./entry-throttle.server";

export async function enterCheckoutFromForm(
  request: Request,
  context: AppLoadContext,
  fields: { lines: string | undefined; giftCards: string | undefined },
  now: Date,
): Promise<Response> {
  const cart = parseEnterCart(fields.lines ?? "", fields.giftCards);
  if (!cart) {
    return data(
      {
        errors: {
          lines: "Coșul trimis nu poate fi citit: întoarce-te în coș și încearcă din nou.",
        },
        values: {},
      },
      { status: 400, headers: NO_STORE },
    ) as unknown as Response;
  }
  await throttleCheckoutEntry(context, cart.lines, "page");
  const entered = await enterCheckout(context.db, {
    token: checkoutTokenOf(request),
    lines: cart.lines,
    giftCards: cart.giftCards,
    now,
    today: todayInShop(now),
  });
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", checkoutCookie(entered.token, { secure: secureCookies(context) }));
  return redirect(entered.short.length > 0 ? "/order/not-in-stock/" : "/cos/detalii-comanda", {
    status: 303,
    headers,
  });
}

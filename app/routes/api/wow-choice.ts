// POST /api/product/wow-bestseller/{productId}: the visitor's one WOW choice → { code, productId,
// wowBestsellerPrice, repeated }. The code is a single-use voucher for that book at that price;
// the widget keeps it in the voucher cookie and adds the book to the cart.
import { visitorOf } from "~/features/promotions/visitor.server";
import { chooseWow } from "~/features/promotions/wow.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { secureCookies } from "~/lib/cookies.server";
import { isDatabaseId } from "~/lib/database-id";
import { todayInShop } from "~/lib/dates";
import { NO_STORE } from "~/lib/http";
import { clientKey, enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/wow-choice";

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST", "Folosește POST.");
  const productId = Number(params.productId);
  if (!isDatabaseId(productId)) {
    return apiError(400, "invalid_product", "Te rugăm să selectezi un produs.");
  }
  await enforceLimit(
    context.db,
    THROTTLE_RULES.wowChoicePerClient,
    clientKey(context.clientAddress),
    "json",
  );
  const visitor = visitorOf(request, secureCookies(context));
  const now = new Date();
  const choice = await chooseWow(context.db, {
    visitorKey: visitor.key,
    productId,
    now,
    today: todayInShop(now),
  });
  if (!choice.ok) {
    return apiError(409, "not_offered", "Oferta WOW nu mai include această carte.");
  }
  const headers = new Headers(NO_STORE);
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  const { ok: _ok, ...answer } = choice;
  return Response.json(answer, { headers });
}

export function loader() {
  return methodNotAllowed("POST", "Folosește POST cu produsul ales.");
}

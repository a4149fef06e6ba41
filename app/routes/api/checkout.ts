// GET /api/checkout: the open checkout (hold, details, methods, prices). POST /api/checkout:
// enter checkout with { lines: [{ id, quantity }] } (the cart is held; answers the token).
import { readSession } from "~/features/account/sessions.server";
import {
  checkoutStateJson,
  enterCheckoutJson,
  openCheckoutOrRefusal,
} from "~/features/checkout/checkout-api.server";
import { methodNotAllowed } from "~/lib/api.server";
import { readJson } from "~/lib/request-body.server";
import type { Route } from "./+types/checkout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const state = await openCheckoutOrRefusal(request, context, now);
  if (state instanceof Response) return state;
  const session = await readSession(context.db, request, now);
  return checkoutStateJson(state, context, now, session?.customerId ?? null);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return methodNotAllowed("GET, HEAD, POST", "Folosește GET sau POST.");
  return enterCheckoutJson(request, context, await readJson(request), new Date());
}

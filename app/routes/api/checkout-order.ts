// POST /api/checkout/order { idempotencyKey, acceptTerms: true }: places the order.

import { readSession } from "~/features/account/sessions.server";
import { placeOrderJson } from "~/features/orders/place-order-request.server";
import { methodNotAllowed } from "~/lib/api.server";
import { readJson } from "~/lib/request-body.server";
import type { Route } from "./+types/checkout-order";

export function loader() {
  return methodNotAllowed("POST", "Folosește POST.");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST", "Folosește POST.");
  const body = await readJson(request);
  const now = new Date();
  // A logged-in shopper's order belongs to their account (the Bearer token or the cookie).
  const session = await readSession(context.db, request, now);
  return placeOrderJson(request, context, body, now, session?.customerId ?? null);
}

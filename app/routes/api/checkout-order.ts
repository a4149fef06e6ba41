// POST /api/checkout/order { idempotencyKey, acceptTerms: true }: places the order.

import { readSession, sessionToken } from "~/features/account/sessions.server";
import { placeOrderJson } from "~/features/orders/place-order-request.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
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
  // Credentials that no longer open the account (expired, revoked) are refused: the caller meant
  // the account's order (its credit, its points), never a guest order in its place.
  if (!session && (request.headers.has("Authorization") || sessionToken(request) !== null))
    return apiError(401, "not_logged_in", "Sesiunea a expirat: intră din nou în cont.");
  return placeOrderJson(request, context, body, now, session?.customerId ?? null);
}

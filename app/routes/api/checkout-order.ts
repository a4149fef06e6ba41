// POST /api/checkout/order { idempotencyKey, acceptTerms: true }: places the order.
import { placeOrderJson } from "~/features/orders/place-order-request.server";
import { apiError } from "~/lib/api.server";
import { readJson } from "~/lib/request-body.server";
import type { Route } from "./+types/checkout-order";

export function loader() {
  return apiError(405, "method_not_allowed", "Folosește POST.");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "method_not_allowed", "Folosește POST.");
  return placeOrderJson(request, context, await readJson(request), new Date());
}

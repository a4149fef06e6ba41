// PUT /api/checkout/details (step 1), PUT /api/checkout/methods (step 2) and
// PUT /api/checkout/voucher (step 3's code), as JSON.
import { readSession } from "~/features/account/sessions.server";
import {
  openCheckoutOrRefusal,
  saveDetailsJson,
  saveMethodsJson,
  saveVoucherJson,
} from "~/features/checkout/checkout-api.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { readJson } from "~/lib/request-body.server";
import type { Route } from "./+types/checkout-step";

export function loader() {
  return methodNotAllowed("PUT", "Folosește PUT.");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (params.step !== "details" && params.step !== "methods" && params.step !== "voucher") {
    return apiError(404, "not_found", "Adresa nu există în API.");
  }
  if (request.method !== "PUT") return methodNotAllowed("PUT", "Folosește PUT.");
  const body = await readJson(request);
  const now = new Date();
  const state = await openCheckoutOrRefusal(request, context, now);
  if (state instanceof Response) return state;
  if (params.step === "details") return saveDetailsJson(state, context, body, now);
  // A logged-in shopper's own vouchers and tier count as they will at the order.
  const session = await readSession(context.db, request, now);
  const customerId = session?.customerId ?? null;
  return params.step === "voucher"
    ? saveVoucherJson(state, context, body, now, customerId)
    : saveMethodsJson(state, context, body, now, customerId);
}

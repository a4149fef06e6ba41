// PUT /api/product/hit-flash-package/{action}/{productId}: a tracking hit of the flash-package
// widget (addToCart, minimize, viewDetails, viewOffer), stored in campaign_events. Answers 204;
// the widget ignores every answer (spec section 8). Throttled per client.
import { recordFlashHit } from "~/features/promotions/flash-package.server";
import { isFlashHitAction } from "~/features/promotions/types";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { MAX_DATABASE_ID } from "~/lib/database-id";
import { NO_STORE } from "~/lib/http";
import { clientKey, enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/flash-package-hit";

const PRODUCT_ID = /^[1-9]\d{0,9}$/;

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT", "Folosește PUT.");
  if (!isFlashHitAction(params.action)) {
    return apiError(
      400,
      "unknown_action",
      "Acțiunea trebuie să fie addToCart, minimize, viewDetails sau viewOffer.",
    );
  }
  const raw = params.productId ?? "";
  const productId = raw === "" ? null : PRODUCT_ID.test(raw) ? Number(raw) : Number.NaN;
  if (Number.isNaN(productId) || (productId !== null && productId > MAX_DATABASE_ID)) {
    return apiError(400, "invalid_product_id", "Id-ul produsului trebuie să fie un număr întreg.");
  }
  await enforceLimit(
    context.db,
    THROTTLE_RULES.flashPackageHitPerClient,
    [clientKey(context.clientAddress)],
    "json",
  );
  await recordFlashHit(context.db, { action: params.action, productId, now: new Date() });
  return new Response(null, { status: 204, headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed("PUT", "Folosește PUT pentru a înregistra o acțiune.");
}

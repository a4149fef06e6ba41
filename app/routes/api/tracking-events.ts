// POST /api/facebook/addPVEvt, /addATCEvt, /addATCReplaceEvt (spec section 7): a page view, an
// add to cart, a replacement pack chosen. A malformed event is a 400 with field messages. A valid
// one is stored for the conversions forwarder only when the visitor's cookie says they accepted
// marketing under the current policy and an endpoint is configured; either way the answer is 204,
// so the call tells the page nothing about the shop's configuration. Throttled per client when
// stored.
import { consentPolicy, marketingAllowed } from "~/features/consent/consent.server";
import {
  conversionsActive,
  conversionsSetting,
  isTrackingCall,
  parseTrackingEvent,
  storeTrackingEvent,
} from "~/features/tracking/tracking-events.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { NO_STORE } from "~/lib/http";
import { readJson } from "~/lib/request-body.server";
import { clientKey, enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/tracking-events";

/** Events are small: 4 KB is ten times a real one. */
const BODY_LIMIT = 4 * 1024;

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isTrackingCall(params.call)) {
    return apiError(404, "not_found", "Adresa cerută nu există în API.");
  }
  if (request.method !== "POST") return methodNotAllowed("POST", "Folosește POST.");
  const parsed = parseTrackingEvent(params.call, await readJson(request, BODY_LIMIT));
  if (!parsed.ok) {
    return Response.json(
      {
        error: {
          code: "invalid_event",
          message: "Evenimentul nu este valid.",
          fields: parsed.fields,
        },
      },
      { status: 400, headers: NO_STORE },
    );
  }
  const [setting, policy] = await Promise.all([
    conversionsSetting(context.db),
    consentPolicy(context.db),
  ]);
  if (conversionsActive(setting) && marketingAllowed(request, policy)) {
    await enforceLimit(
      context.db,
      THROTTLE_RULES.trackingEventPerClient,
      [clientKey(context.clientAddress)],
      "json",
    );
    await storeTrackingEvent(context.db, parsed.event);
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}

export function loader({ params }: Route.LoaderArgs) {
  if (!isTrackingCall(params.call))
    return apiError(404, "not_found", "Adresa cerută nu există în API.");
  return methodNotAllowed("POST", "Folosește POST pentru a trimite evenimentul.");
}

// POST /api/campaigns/{slug}/draw: the server draws the visitor's prize (see prizes.server.ts).
// Throttled per client; the visitor cookie keeps one prize per visitor and campaign. A prize won
// while logged in belongs to the account (its code shows on /account/Vouchers).
import { claimVoucher } from "~/features/account/account-vouchers.server";
import { readSession } from "~/features/account/sessions.server";
import { findCampaign } from "~/features/promotions/campaigns.server";
import { drawPrize, isDrawnCampaign } from "~/features/promotions/prizes.server";
import { visitorOf } from "~/features/promotions/visitor.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { secureCookies } from "~/lib/cookies.server";
import { NO_STORE } from "~/lib/http";
import { clientKey, enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/campaign-draw";

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST", "Folosește POST.");
  const campaign = await findCampaign(context.db, params.slug);
  if (!isDrawnCampaign(campaign)) {
    return apiError(404, "campaign_not_found", "Campania nu există.");
  }
  await enforceLimit(
    context.db,
    THROTTLE_RULES.prizeDrawPerClient,
    [clientKey(context.clientAddress), campaign.slug],
    "json",
  );
  const visitor = visitorOf(request, secureCookies(context));
  const outcome = await drawPrize(context.db, campaign, visitor.key, new Date());
  if (!outcome.ok) {
    return outcome.reason === "inactive"
      ? apiError(409, "campaign_inactive", "Campania nu este activă acum.")
      : apiError(409, "no_prizes", "Campania nu mai are premii.");
  }
  if (outcome.result.code) {
    const session = await readSession(context.db, request, new Date());
    if (session) await claimVoucher(context.db, session.customerId, outcome.result.code);
  }
  const headers = new Headers(NO_STORE);
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  return Response.json(outcome.result, { headers });
}

export function loader() {
  return methodNotAllowed("POST", "Folosește POST pentru a extrage premiul.");
}

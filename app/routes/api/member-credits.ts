// GET /api/member/credits: the logged-in customer's store credit, a number in lei (spec section 7
// answers "A credits number").
import { readSession } from "~/features/account/sessions.server";
import { balances } from "~/features/loyalty/ledger.server";
import { apiError } from "~/lib/api.server";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/member-credits";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await readSession(context.db, request, new Date());
  if (!session) return apiError(401, "not_logged_in", "Sesiunea a expirat: intră din nou în cont.");
  const { credit } = await balances(context.db, session.customerId);
  return Response.json(credit / 100, { headers: NO_STORE });
}

// GET /api/homepage/CheckForFirstOrder/{emailOrPhone} (spec section 7): the first-order box.
// The body is the message to show (a JSON string); refusals use the API's error shape.
import { firstOrderEmail } from "~/features/promotions/emails/first-order-email";
import { requestFirstOrderVoucher } from "~/features/promotions/first-order.server";
import { apiError } from "~/lib/api.server";
import { NO_STORE } from "~/lib/http";
import { mailboxOf } from "~/lib/mailbox";
import { clientKey, enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/first-order";

export async function loader({ params, context }: Route.LoaderArgs) {
  const contact = (params.contact ?? "").trim().toLowerCase().slice(0, 254);
  if (!contact) return apiError(400, "invalid_contact", "Scrie adresa ta de e-mail.");
  await enforceLimit(
    context.db,
    THROTTLE_RULES.firstOrderPerClient,
    clientKey(context.clientAddress),
    "json",
  );
  // Per mailbox: "+tag" spellings of one address share the count.
  await enforceLimit(context.db, THROTTLE_RULES.firstOrderPerContact, mailboxOf(contact), "json");
  const answer = await requestFirstOrderVoucher(context.db, contact, new Date(), (to, code) =>
    firstOrderEmail(to, code, context.store),
  );
  return answer.ok
    ? Response.json(answer.message, { headers: NO_STORE })
    : apiError(answer.status, answer.code, answer.message);
}

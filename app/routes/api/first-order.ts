// GET /api/homepage/CheckForFirstOrder/{emailOrPhone} (spec section 7): the first-order box.
// The body is the message to show (a JSON string); refusals use the API's error shape. The call
// is a GET that sends an e-mail, as the spec has it: a request another site's page makes (an
// image, a form) is refused by its Sec-Fetch-Site header, as page forms are by their Origin.
import { firstOrderEmail } from "~/features/promotions/emails/first-order-email";
import {
  firstOrderAddress,
  requestFirstOrderVoucher,
} from "~/features/promotions/first-order.server";
import { apiError } from "~/lib/api.server";
import { NO_STORE } from "~/lib/http";
import { mailboxOf } from "~/lib/mailbox";
import { clientKey, enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/first-order";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    return apiError(403, "foreign_origin", "Cererea nu vine de pe site-ul nostru.");
  }
  const contact = (params.contact ?? "").trim().toLowerCase().slice(0, 254);
  if (!contact) return apiError(400, "invalid_contact", "Scrie adresa ta de e-mail.");
  // A malformed address or a phone number is answered before the throttles count the request.
  const checked = firstOrderAddress(contact);
  if (!checked.ok) return apiError(checked.status, checked.code, checked.message);
  await enforceLimit(
    context.db,
    THROTTLE_RULES.firstOrderPerClient,
    clientKey(context.clientAddress),
    "json",
  );
  // Per mailbox: "+tag" spellings of one address share the count.
  await enforceLimit(
    context.db,
    THROTTLE_RULES.firstOrderPerContact,
    mailboxOf(checked.address),
    "json",
  );
  const answer = await requestFirstOrderVoucher(
    context.db,
    checked.address,
    new Date(),
    (to, code) => firstOrderEmail(to, code, context.store),
  );
  return answer.ok
    ? Response.json(answer.message, { headers: NO_STORE })
    : apiError(answer.status, answer.code, answer.message);
}

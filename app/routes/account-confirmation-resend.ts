// POST /account/retrimite-confirmarea: the unconfirmed-address banner's „Trimite din nou linkul”.
// A new confirmation link goes to the account's address (earlier ones keep working until they
// expire), at most three an hour; then back to the account, which says where it went.
import { redirect } from "react-router";
import { requireCustomer, sameOrigin } from "~/features/account/account-request.server";
import { resendConfirmation } from "~/features/account/email-confirmation.server";
import { FOREIGN_FORM_MESSAGE, foreignFormRefused, NO_STORE } from "~/lib/http";
import { tooManyRequestsPage } from "~/lib/throttle.server";
import type { Route } from "./+types/account-confirmation-resend";

export async function loader() {
  return redirect("/account/account", { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) return foreignFormRefused(FOREIGN_FORM_MESSAGE);
  const customer = await requireCustomer(request, context);
  const result = await resendConfirmation(context.db, customer.customerId, {
    now: new Date(),
    store: context.store,
  });
  if (!result.ok && result.reason === "throttled")
    throw tooManyRequestsPage(result.retryAfterSeconds);
  return redirect(result.ok ? "/account/account?confirmare=trimisa" : "/account/account", {
    headers: NO_STORE,
  });
}

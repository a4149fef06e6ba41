// POST /api/payments/sandbox/notify: the sandbox provider's server-to-server notification, for
// tests and curl (the sandbox's page delivers the same notification in process). The raw body is
// what the signature covers, so it is read as bytes. 404 when the sandbox is not the provider.
import { paymentProviderFor } from "~/features/payments/active-provider.server";
import { receiveNotification } from "~/features/payments/notification-request.server";
import type { NotificationResult } from "~/features/payments/payments.server";
import {
  SANDBOX_NOTIFY_BODY_LIMIT,
  SANDBOX_PROVIDER_NAME,
} from "~/features/payments/sandbox-provider.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { readBody } from "~/lib/request-body.server";
import type { Route } from "./+types/sandbox-payment-notify";

type Refusal = Extract<NotificationResult, { ok: false }>["reason"];

const REFUSALS: Record<Refusal, [status: number, code: string, message: string]> = {
  "bad-signature": [401, "invalid_signature", "Semnătura notificării nu este validă."],
  malformed: [400, "invalid_notification", "Notificarea nu poate fi citită."],
  stale: [400, "stale_notification", "Notificarea este prea veche (mai mult de 10 minute)."],
  "unknown-payment": [404, "unknown_payment", "Plata nu există."],
  "amount-mismatch": [400, "amount_mismatch", "Suma nu corespunde plății."],
};

function notFound() {
  return apiError(404, "not_found", "Adresa cerută nu există în API.");
}

export async function action({ request, context }: Route.ActionArgs) {
  const provider = paymentProviderFor(context.db, context.env);
  if (provider?.name !== SANDBOX_PROVIDER_NAME) return notFound();
  if (request.method !== "POST") return methodNotAllowed("POST", "Folosește POST.");
  const body = await readBody(request, SANDBOX_NOTIFY_BODY_LIMIT);
  const result = await receiveNotification(
    context,
    provider,
    { body, headers: request.headers },
    new Date(),
  );
  if (!result.ok) return apiError(...REFUSALS[result.reason]);
  // 200 also for a duplicate or an ignored notification: a provider retries anything else.
  return Response.json(
    { status: result.status, outcome: result.outcome },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function loader({ context }: Route.LoaderArgs) {
  if (paymentProviderFor(context.db, context.env)?.name !== SANDBOX_PROVIDER_NAME) {
    return notFound();
  }
  return methodNotAllowed("POST", "Folosește POST cu notificarea semnată.");
}

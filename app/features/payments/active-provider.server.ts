// Which provider takes card payments, from PAYMENT_PROVIDER. The sandbox approves any payment at
// a click, so in production it runs only when chosen by name: a deployment that forgot to
// configure a real provider offers no card payment rather than free books.

import type { Database } from "../../../db/client.server";
import type { Env } from "../../lib/env.server";
import { cardPaymentProvider } from "../../lib/env.server";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider } from "./sandbox-provider.server";

export type PaymentProviderName = NonNullable<Env["PAYMENT_PROVIDER"]>;

/** The provider's name, or null when card payments are off (production without PAYMENT_PROVIDER). */
export function paymentProviderName(
  env: Pick<Env, "NODE_ENV" | "PAYMENT_PROVIDER">,
): PaymentProviderName | null {
  return cardPaymentProvider(env);
}

export function paymentProviderFor(
  db: Database,
  env: Pick<Env, "NODE_ENV" | "PAYMENT_PROVIDER">,
): PaymentProvider | null {
  switch (paymentProviderName(env)) {
    case "sandbox":
      return createSandboxProvider(db);
    case null:
      return null;
  }
}

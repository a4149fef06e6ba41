// /plata-test/{paymentRef}: the sandbox provider's "hosted payment page" (development and tests).
// The tester approves or declines; the action signs the notification a real provider would send
// and hands it to the same handler as POST /api/payments/sandbox/notify, then sends the shopper
// back. An attempt a newer one replaced is refused with a message. Absent (404) whenever the
// sandbox is not the active provider.

import { data, redirect } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { paymentProviderFor } from "~/features/payments/active-provider.server";
import { receiveNotification } from "~/features/payments/notification-request.server";
import type { PaymentProvider } from "~/features/payments/provider";
import {
  decideSandboxPayment,
  findSandboxPayment,
  SANDBOX_PROVIDER_NAME,
  sandboxReturnPath,
} from "~/features/payments/sandbox-provider.server";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE, notFound } from "~/lib/http";
import { formatLei } from "~/lib/money";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/sandbox-payment";

const STATUS_TEXT = {
  paid: "aprobată",
  failed: "refuzată",
  refunded: "rambursată",
} as const;

const SUPERSEDED =
  "Această plată nu mai poate fi făcută: pentru aceeași comandă a fost deschisă între timp o plată nouă. Întoarce-te la magazin ca să plătești comanda.";

function sandboxOf(context: Route.LoaderArgs["context"]): PaymentProvider {
  const provider = paymentProviderFor(context.db, context.env);
  if (provider?.name !== SANDBOX_PROVIDER_NAME) throw notFound();
  return provider;
}

async function requirePayment(context: Route.LoaderArgs["context"], paymentRef: string) {
  const payment = await findSandboxPayment(context.db, paymentRef);
  if (!payment) throw notFound();
  return payment;
}

/** Where the shopper goes afterwards: the returnUrl given at creation, else the order's page. */
function returnPathOf(request: Request, orderPublicId: string, submitted?: string | null) {
  const asked = submitted ?? new URL(request.url).searchParams.get("return");
  return sandboxReturnPath(asked) ?? `/order-confirmation/${orderPublicId}`;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  sandboxOf(context);
  const payment = await requirePayment(context, params.paymentRef);
  return data(
    {
      providerRef: payment.providerRef,
      amount: payment.amount,
      orderNumber: payment.orderNumber,
      status: payment.status,
      superseded: payment.superseded,
      returnPath: returnPathOf(request, payment.orderPublicId),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const provider = sandboxOf(context);
  const payment = await requirePayment(context, params.paymentRef);
  const form = await readForm(request);
  const decision = form.get("decision");
  if (decision !== "approve" && decision !== "decline") {
    return data(
      { error: "Alege „Aprobă plata” sau „Refuză plata”.", superseded: false },
      { status: 400, headers: NO_STORE },
    );
  }
  const returnValue = form.get("return");
  const back = returnPathOf(
    request,
    payment.orderPublicId,
    typeof returnValue === "string" ? returnValue : null,
  );
  const now = new Date();
  const decided = await decideSandboxPayment(
    context.db,
    { providerRef: payment.providerRef, decision, now },
    async (tx, notification) => {
      // In process rather than an HTTP call to ourselves, through the same verification, and in
      // the decision's transaction: a newer attempt cannot void this one in between.
      const result = await receiveNotification({ ...context, db: tx }, provider, notification, now);
      if (!result.ok) throw new Error(`sandbox notification refused: ${result.reason}`);
    },
  );
  if (!decided.ok && decided.reason === "not-found") throw notFound();
  if (!decided.ok) {
    return data({ error: SUPERSEDED, superseded: true }, { status: 409, headers: NO_STORE });
  }
  // A decided payment is not decided again: a second click, or the back button, just returns.
  return redirect(back, { status: 303, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Plată de test");
}

export default function SandboxPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { providerRef, amount, orderNumber, status, returnPath } = loaderData;
  // From the action too: the page may have been open since before the newer attempt.
  const superseded = loaderData.superseded || actionData?.superseded === true;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 rounded border-2 border-dashed border-amber-500 p-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">
        Procesator de plăți de test
      </p>
      <h1 className="font-serif text-2xl font-bold">Plată de test</h1>
      <p className="text-sm text-stone-700">
        Această pagină ține locul băncii în dezvoltare și în teste: nu se folosesc carduri reale și
        nu se mișcă bani.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>Comanda</dt>
        <dd className="font-semibold">nr. {orderNumber}</dd>
        <dt>Suma</dt>
        <dd className="font-semibold">{formatLei(amount)}</dd>
        <dt>Referință</dt>
        <dd className="break-all font-mono text-sm">{providerRef}</dd>
      </dl>
      {actionData?.error && !superseded ? (
        <p role="alert" className="text-red-700">
          {actionData.error}
        </p>
      ) : null}
      {superseded ? (
        <>
          <p role={actionData?.superseded ? "alert" : "status"} className="text-red-700">
            {SUPERSEDED}
          </p>
          <PageLink to={returnPath} className="text-brand-800 underline">
            Înapoi la magazin
          </PageLink>
        </>
      ) : status === "pending" ? (
        <form method="post" className="flex flex-wrap gap-3">
          <input type="hidden" name="return" value={returnPath} />
          <button
            type="submit"
            name="decision"
            value="approve"
            className="rounded bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800"
          >
            Aprobă plata
          </button>
          <button
            type="submit"
            name="decision"
            value="decline"
            className="rounded bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800"
          >
            Refuză plata
          </button>
        </form>
      ) : (
        <>
          <p role="status">Această plată a fost deja {STATUS_TEXT[status]}.</p>
          <PageLink to={returnPath} className="text-brand-800 underline">
            Înapoi la magazin
          </PageLink>
        </>
      )}
    </section>
  );
}

// /cos/detalii-comanda-2, step 2 of checkout: delivery and payment methods.

import { data, redirect } from "react-router";
import { CheckoutLoginLink } from "~/features/account/components/checkout-login-link";
import { readSession } from "~/features/account/sessions.server";
import { saveMethods } from "~/features/checkout/checkout.server";
import { requireOpenCheckout } from "~/features/checkout/checkout-request.server";
import { CheckoutFrame } from "~/features/checkout/components/checkout-frame";
import { MethodsForm } from "~/features/checkout/components/methods-form";
import { TotalsBox } from "~/features/checkout/components/totals-box";
import { validateMethods } from "~/features/checkout/methods.server";
import { priceSavedCheckout } from "~/features/checkout/pricing.server";
import { voucherFromCart } from "~/features/checkout/voucher.server";
import { privatePageMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { cardPaymentProvider } from "~/lib/env.server";
import { NO_STORE } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import { clientKey } from "~/lib/throttle.server";
import type { Route } from "./+types/checkout-methods";

export const handle = { checkoutStep: 2 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const state = await requireOpenCheckout(request, context.db, now);
  if (!state.details) throw redirect("/cos/detalii-comanda", { headers: NO_STORE });
  const headers = new Headers(NO_STORE);
  const dropCookie = await voucherFromCart(context.db, request, state, {
    now,
    client: clientKey(context.clientAddress),
  });
  if (dropCookie) headers.append("Set-Cookie", dropCookie);
  const session = await readSession(context.db, request, now);
  // The same inputs as step 3 and the order (saved voucher, account, clock): the same totals.
  const pricing = await priceSavedCheckout(context.db, state, {
    today: todayInShop(now),
    now,
    customerId: session?.customerId ?? null,
    cardPayments: cardPaymentProvider(context.env) !== null,
  });
  return data(
    {
      reservedUntil: state.reservedUntil.getTime(),
      remaining: state.reservedUntil.getTime() - now.getTime(),
      reachable: (state.methods ? 3 : 2) as 2 | 3,
      deliveryOptions: pricing.deliveryOptions,
      paymentOptions: pricing.paymentOptions,
      values: { delivery: state.methods?.delivery, payment: state.methods?.payment },
      totals: pricing.totals,
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const now = new Date();
  const state = await requireOpenCheckout(request, context.db, now);
  if (!state.details) throw redirect("/cos/detalii-comanda", { status: 303, headers: NO_STORE });
  const fields = { delivery: form.get("delivery"), payment: form.get("payment") };
  const session = await readSession(context.db, request, now);
  const result = await validateMethods(
    context.db,
    state,
    fields,
    todayInShop(now),
    cardPaymentProvider(context.env) !== null,
    { now, customerId: session?.customerId ?? null },
  );
  if (!result.ok) {
    return data(
      { errors: result.errors, values: result.values },
      { status: 400, headers: NO_STORE },
    );
  }
  await saveMethods(context.db, state.tokenHash, result.methods, now);
  return redirect("/cos/detalii-comanda-3", { status: 303, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Livrare și plată — Finalizează comanda");
}

export default function CheckoutMethods({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutFrame
      account={<CheckoutLoginLink back="/cos/detalii-comanda-2" />}
      step={2}
      reachable={loaderData.reachable}
      reservedUntil={loaderData.reservedUntil}
      remaining={loaderData.remaining}
      title="Livrare și plată"
      aside={<TotalsBox totals={loaderData.totals} />}
    >
      <MethodsForm
        key={actionData ? "after-submit" : "loaded"}
        deliveryOptions={loaderData.deliveryOptions}
        paymentOptions={loaderData.paymentOptions}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
      />
    </CheckoutFrame>
  );
}

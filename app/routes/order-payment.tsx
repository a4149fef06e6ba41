// /order-payment/{orderId}: pay a card order, or try again after a decline. The id is the order's
// public uuid. The button posts here; the action opens the order's attempt (the one already open,
// from another tab or before the back button, else a new one) and sends the shopper to the
// provider's page (303). Whatever happens there, the provider's notification decides.

import { data, redirect } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { requireOrderAccess } from "~/features/account/order-access.server";
import {
  ClearCartAfterOrder,
  JUST_PLACED_PARAM,
} from "~/features/cart/components/clear-cart-after-order";
import { orderedCart } from "~/features/orders/ordered-cart.server";
import { paymentProviderFor } from "~/features/payments/active-provider.server";
import {
  type CannotPayReason,
  cannotPayReason,
  findOrderForPayment,
  startCardPayment,
} from "~/features/payments/payments.server";
import { privatePageMeta } from "~/features/seo/meta";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import { NO_STORE, notFound } from "~/lib/http";
import { formatLei } from "~/lib/money";
import { enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/order-payment";

const REFUSED: Record<Exclude<CannotPayReason, "not-found">, string> = {
  "not-card": "Această comandă nu se plătește cu cardul.",
  "already-paid": "Plata a fost deja primită.",
  cancelled: "Comanda a fost anulată, așa că nu mai poate fi plătită.",
  expired: "Termenul de plată a trecut, iar comanda urmează să fie anulată.",
};

const UNSETTLED =
  "Plata începută mai devreme pentru această comandă nu s-a încheiat încă. Verifică peste câteva minute dacă a fost primită, înainte de a încerca din nou.";

const deadline = new Intl.DateTimeFormat("ro-RO", {
  timeZone: SHOP_TIME_ZONE,
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // An account's order is paid by its account or the browser that placed it; others log in first.
  await requireOrderAccess(context.db, request, params.orderId);
  const order = await findOrderForPayment(context.db, params.orderId);
  if (!order) throw notFound();
  // Only the first page after placing takes the order's lines out of the browser's cart.
  const justPlaced = new URL(request.url).searchParams.get(JUST_PLACED_PARAM) === "1";
  const now = new Date();
  const refused = cannotPayReason(order, now);
  const state =
    order.paymentStatus === "paid"
      ? ("paid" as const)
      : refused === null
        ? order.paymentStatus === "failed"
          ? ("failed" as const)
          : ("payable" as const)
        : ("refused" as const);
  return data(
    {
      publicId: order.publicId,
      number: order.number,
      total: order.total,
      state,
      message: refused && state === "refused" ? REFUSED[refused] : null,
      // Formatted here, in the shop's zone, so the browser's hydration renders the same text.
      payBy: order.payBy && order.paymentStatus !== "paid" ? deadline.format(order.payBy) : null,
      cardAvailable: paymentProviderFor(context.db, context.env) !== null,
      ordered: justPlaced ? await orderedCart(context.db, order.publicId) : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireOrderAccess(context.db, request, params.orderId);
  const order = await findOrderForPayment(context.db, params.orderId);
  if (!order) throw notFound();
  const provider = paymentProviderFor(context.db, context.env);
  if (!provider) {
    return data(
      { error: "Plata cu cardul nu este disponibilă acum. Te rugăm să revii mai târziu." },
      { status: 503, headers: NO_STORE },
    );
  }
  // Per order, not per client: what it bounds is the attempts piling up on one order.
  await enforceLimit(
    context.db,
    THROTTLE_RULES.cardPaymentStart,
    ["order", order.publicId],
    "page",
  );
  const result = await startCardPayment(context.db, provider, {
    orderPublicId: order.publicId,
    baseUrl: context.store.publicUrl,
    now: new Date(),
  });
  if (result.ok) return redirect(result.redirectUrl, { status: 303, headers: NO_STORE });
  if (result.reason === "not-found") throw notFound();
  const error = result.reason === "attempt-unsettled" ? UNSETTLED : REFUSED[result.reason];
  return data({ error }, { status: 409, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `Plata comenzii nr. ${loaderData.number}` : "Plata comenzii");
}

export default function OrderPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { publicId, number, total, state, message, payBy, cardAvailable, ordered } = loaderData;
  const confirmation = `/order-confirmation/${publicId}`;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 py-6">
      <ClearCartAfterOrder ordered={ordered} />
      <h1 className="font-serif text-3xl font-bold">Plata comenzii nr. {number}</h1>
      <p className="text-lg">
        Total de plată: <strong>{formatLei(total)}</strong>
      </p>
      {actionData?.error ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-800">
          {actionData.error}
        </p>
      ) : null}
      {state === "paid" ? (
        <p className="rounded border border-green-700 bg-green-50 p-3">
          Plata a fost primită. Mulțumim!
        </p>
      ) : null}
      {state === "refused" && message ? (
        <p className="rounded border border-stone-300 bg-stone-50 p-3">{message}</p>
      ) : null}
      {state === "failed" ? (
        <p className="rounded border border-amber-400 bg-amber-50 p-3">
          Plata nu a reușit: banca a refuzat-o sau a fost anulată. Poți încerca din nou, cu același
          card sau cu altul.
        </p>
      ) : null}
      {(state === "payable" || state === "failed") && payBy ? (
        <p>
          Plătește până la <strong>{payBy}</strong>; după acest termen comanda se anulează.
        </p>
      ) : null}
      {(state === "payable" || state === "failed") && cardAvailable ? (
        <form method="post">
          <button
            type="submit"
            className="rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {state === "failed" ? "Încearcă din nou plata" : "Plătește cu cardul"}
          </button>
          <p className="mt-2 text-sm text-stone-700">
            Te trimitem pe pagina securizată a procesatorului de plăți, apoi înapoi la comandă.
          </p>
        </form>
      ) : null}
      {(state === "payable" || state === "failed") && !cardAvailable ? (
        <p className="rounded border border-stone-300 bg-stone-50 p-3">
          Plata cu cardul nu este disponibilă acum. Te rugăm să revii mai târziu.
        </p>
      ) : null}
      <PageLink to={confirmation} className="text-brand-800 underline">
        Vezi detaliile comenzii
      </PageLink>
    </section>
  );
}

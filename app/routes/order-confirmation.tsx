// /order-confirmation/{orderId}: thanks, the order's summary, next steps, bank details for a
// transfer. The id is the order's public uuid (cannot be guessed from the order number).

import { data } from "react-router";
import { requireOrderAccess } from "~/features/account/order-access.server";
import {
  ClearCartAfterOrder,
  JUST_PLACED_PARAM,
} from "~/features/cart/components/clear-cart-after-order";
import { OrderLines } from "~/features/orders/components/order-lines";
import { OrderPaymentStatus } from "~/features/orders/components/order-payment-status";
import { loadOrderView } from "~/features/orders/order-view.server";
import { orderedCart } from "~/features/orders/ordered-cart.server";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE, notFound } from "~/lib/http";
import type { Route } from "./+types/order-confirmation";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // An account's order opens for its account or the browser that placed it; others log in.
  await requireOrderAccess(context.db, request, params.orderId);
  const order = await loadOrderView(context.db, { publicId: params.orderId }, context.store);
  if (!order) throw notFound();
  // Only the first page after placing takes the order's lines out of the browser's cart.
  const justPlaced = new URL(request.url).searchParams.get(JUST_PLACED_PARAM) === "1";
  const ordered = justPlaced ? await orderedCart(context.db, order.publicId) : null;
  return data({ order, ordered }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `Comanda nr. ${loaderData.order.number}` : "Comanda");
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { order, ordered } = loaderData;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <ClearCartAfterOrder ordered={ordered} />
      <div>
        <h1 className="font-serif text-3xl font-bold">Îți mulțumim, {order.firstName}!</h1>
        <p className="mt-2 text-lg">
          Comanda nr. <strong>{order.number}</strong> a fost înregistrată. Am trimis confirmarea la{" "}
          <strong>{order.email}</strong>.
        </p>
        <p className="mt-1 text-stone-700">Stare: {order.statusLabel}</p>
      </div>
      <OrderPaymentStatus order={order} />
      <section aria-labelledby="lines-title">
        <h2 id="lines-title" className="mb-2 text-xl font-bold">
          Produse
        </h2>
        <OrderLines order={order} />
      </section>
      <section aria-labelledby="next-title" className="grid gap-4 sm:grid-cols-2">
        <h2 id="next-title" className="text-xl font-bold sm:col-span-2">
          Ce urmează
        </h2>
        <div className="rounded border border-stone-200 p-3 text-sm">
          <h3 className="font-semibold">Livrare: {order.deliveryMethod.name}</h3>
          {order.deliveryLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div className="rounded border border-stone-200 p-3 text-sm">
          <h3 className="font-semibold">Factură</h3>
          {order.invoiceLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </section>
      <a href="/" className="self-start rounded bg-brand-700 px-6 py-3 font-semibold text-white">
        Înapoi la librărie
      </a>
    </section>
  );
}

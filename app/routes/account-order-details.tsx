// /account/order-details/{idCrypt}: one of the customer's orders (another's is a 404).

import { useState } from "react";
import { data } from "react-router";
import { findCustomerOrder } from "~/features/account/account-orders.server";
import { requireCustomer } from "~/features/account/account-request.server";
import { addToCart } from "~/features/cart/cart-store";
import { OrderLines } from "~/features/orders/components/order-lines";
import { privatePageMeta } from "~/features/seo/meta";
import { formatShopShortDate } from "~/lib/dates";
import { NO_STORE, notFound } from "~/lib/http";
import type { Route } from "./+types/account-order-details";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const found = await findCustomerOrder(
    context.db,
    customer.customerId,
    params.idCrypt,
    context.store,
  );
  if (!found) throw notFound();
  return data(found, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `Comanda nr. ${loaderData.order.number}` : "Comanda");
}

export default function AccountOrderDetails({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const [reordered, setReordered] = useState<string | null>(null);
  const unpaidCard =
    order.paymentMethod.code === "card" &&
    order.paymentStatus !== "paid" &&
    order.status === "placed";
  return (
    <section className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">Comanda nr. {order.number}</h1>
      <p>
        Plasată pe {formatShopShortDate(new Date(order.placedAt))} · Stare:{" "}
        <strong>{order.statusLabel}</strong> ·{" "}
        <a href={`/account/delivery-status/${order.publicId}`} className="text-brand-800 underline">
          Starea livrării
        </a>
      </p>
      {unpaidCard ? (
        <p className="rounded border border-amber-400 bg-amber-50 p-3">
          Comanda așteaptă plata cu cardul.{" "}
          <a href={`/order-payment/${order.publicId}`} className="font-semibold underline">
            Plătește acum
          </a>
        </p>
      ) : null}
      <OrderLines order={order} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Box title={`Livrare: ${order.deliveryMethod.name}`} lines={order.deliveryLines} />
        <Box title="Factură" lines={order.invoiceLines} />
        <Box title="Plată" lines={[order.paymentMethod.name]} />
      </div>
      <div>
        <button
          type="button"
          className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800"
          onClick={async () => {
            let added = 0;
            for (const line of order.lines) {
              if (line.isGift) continue;
              const result = await addToCart(line.bookId, { popup: false });
              if (result.ok) added++;
            }
            setReordered(
              added > 0
                ? `Am pus în coș ${added} din produsele comenzii.`
                : "Produsele nu mai sunt disponibile.",
            );
          }}
        >
          Comandă din nou
        </button>
        {reordered ? (
          <p role="status" className="mt-2">
            {reordered}{" "}
            <a href="/cos/produse" className="underline">
              Vezi coșul
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

function Box({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="rounded border border-stone-200 p-3 text-sm">
      <h2 className="font-semibold">{title}</h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

// /account/delivery-status/{idCrypt}: the order's way, from its status history.

import { data } from "react-router";
import { findCustomerOrder } from "~/features/account/account-orders.server";
import { requireCustomer } from "~/features/account/account-request.server";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE, notFound } from "~/lib/http";
import type { Route } from "./+types/account-delivery-status";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const found = await findCustomerOrder(
    context.db,
    customer.customerId,
    params.idCrypt,
    context.store,
  );
  if (!found) throw notFound();
  return data(
    {
      number: found.order.number,
      publicId: found.order.publicId,
      status: found.order.statusLabel,
      timeline: found.timeline,
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Starea livrării");
}

const time = new Intl.DateTimeFormat("ro-RO", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Bucharest",
});

export default function AccountDeliveryStatus({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="mb-2 font-serif text-3xl font-bold">
        Starea livrării: comanda nr. {loaderData.number}
      </h1>
      <p className="mb-6">
        Acum: <strong>{loaderData.status}</strong>
      </p>
      <ol className="border-l-2 border-brand-700 pl-4">
        {loaderData.timeline.map((entry) => (
          <li key={`${entry.at}-${entry.kind}-${entry.label}`} className="mb-3">
            <time dateTime={entry.at} className="block text-sm text-stone-600">
              {time.format(new Date(entry.at))}
            </time>
            <span className="font-semibold">{entry.label}</span>
          </li>
        ))}
      </ol>
      <a
        href={`/account/order-details/${loaderData.publicId}`}
        className="text-brand-800 underline"
      >
        Înapoi la comandă
      </a>
    </section>
  );
}

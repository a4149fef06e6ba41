// /account/orders: the customer's orders, newest first, ten a page.

import { data } from "react-router";
import { listCustomerOrders } from "~/features/account/account-orders.server";
import { requireCustomer } from "~/features/account/account-request.server";
import { privatePageMeta } from "~/features/seo/meta";
import { formatShopShortDate } from "~/lib/dates";
import { NO_STORE } from "~/lib/http";
import { formatLei } from "~/lib/money";
import { parsePageNumber } from "~/lib/page-number";
import type { Route } from "./+types/account-orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const page = parsePageNumber(new URL(request.url).searchParams.get("pagina"), 10_000) ?? 1;
  const list = await listCustomerOrders(context.db, customer.customerId, page);
  return data({ ...list, page }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Comenzile mele");
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page, pages } = loaderData;
  return (
    <section>
      <h1 className="mb-6 font-serif text-3xl font-bold">Comenzile mele</h1>
      {orders.length === 0 ? (
        <p>Nu ai încă nicio comandă în cont.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Comenzile tale</caption>
          <thead>
            <tr className="border-b border-stone-300 text-left">
              <th scope="col" className="py-2">
                Comanda
              </th>
              <th scope="col" className="py-2">
                Data
              </th>
              <th scope="col" className="py-2">
                Stare
              </th>
              <th scope="col" className="py-2">
                Plată
              </th>
              <th scope="col" className="py-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.publicId} className="border-b border-stone-200">
                <td className="py-2">
                  <a
                    href={`/account/order-details/${order.publicId}`}
                    className="text-brand-800 underline"
                  >
                    Nr. {order.number}
                  </a>
                </td>
                <td className="py-2">{formatShopShortDate(new Date(order.placedAt))}</td>
                <td className="py-2">{order.status}</td>
                <td className="py-2">{order.payment}</td>
                <td className="py-2 text-right">{formatLei(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav aria-label="Paginile comenzilor" className="mt-4 flex gap-4">
          {page > 1 ? (
            <a href={`/account/orders?pagina=${page - 1}`} className="underline">
              Înapoi
            </a>
          ) : null}
          <span>
            Pagina {page} din {pages}
          </span>
          {page < pages ? (
            <a href={`/account/orders?pagina=${page + 1}`} className="underline">
              Înainte
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

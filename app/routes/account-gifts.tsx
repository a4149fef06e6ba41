// /account/Gifts: gift books received with the customer's orders, and gift codes still waiting.

import { data } from "react-router";
import { requireCustomer } from "~/features/account/account-request.server";
import { listCustomerGifts } from "~/features/account/account-vouchers.server";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/account-gifts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const gifts = await listCustomerGifts(context.db, customer, new Date());
  return data(gifts, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Cadourile mele");
}

export default function AccountGifts({ loaderData }: Route.ComponentProps) {
  const { received, waiting } = loaderData;
  return (
    <section className="flex flex-col gap-8">
      <h1 className="font-serif text-3xl font-bold">Cadourile mele</h1>
      <section aria-labelledby="waiting-title" className="flex flex-col gap-3">
        <h2 id="waiting-title" className="text-xl font-bold">
          Cadouri care te așteaptă
        </h2>
        {waiting.length === 0 ? (
          <p>Nu ai niciun cadou de ales acum.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {waiting.map((gift) => (
              <li
                key={gift.code}
                className="flex flex-col gap-1 rounded border border-green-700 bg-green-50 p-4"
              >
                <p className="font-semibold">{gift.bookTitle ?? "Carte cadou"}</p>
                <p>
                  Cartea te așteaptă: folosește codul{" "}
                  <strong className="font-mono">{gift.code}</strong> la următoarea comandă.
                </p>
                {gift.validUntil ? (
                  <p className="text-sm text-stone-700">Valabil până pe {gift.validUntil}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="received-title" className="flex flex-col gap-3">
        <h2 id="received-title" className="text-xl font-bold">
          Cadouri primite
        </h2>
        {received.length === 0 ? (
          <p>Nu ai primit încă nicio carte cadou la comenzile tale.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Cărțile cadou primite la comenzi</caption>
            <thead>
              <tr className="border-b border-stone-300 text-left">
                <th scope="col" className="py-2">
                  Cartea
                </th>
                <th scope="col" className="py-2">
                  Comanda
                </th>
                <th scope="col" className="py-2">
                  Data
                </th>
                <th scope="col" className="py-2">
                  Starea comenzii
                </th>
              </tr>
            </thead>
            <tbody>
              {received.map((gift) => (
                <tr key={`${gift.publicId}-${gift.title}`} className="border-b border-stone-200">
                  <td className="py-2">
                    {gift.title}
                    {gift.quantity > 1 ? ` × ${gift.quantity}` : ""}
                    {gift.voucherCode ? (
                      <span className="block text-stone-600">cu voucherul {gift.voucherCode}</span>
                    ) : null}
                  </td>
                  <td className="py-2">
                    <a
                      href={`/account/order-details/${gift.publicId}`}
                      className="text-brand-800 underline"
                    >
                      comanda nr. {gift.orderNumber}
                    </a>
                  </td>
                  <td className="py-2">{gift.placedAt}</td>
                  <td className="py-2">{gift.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}

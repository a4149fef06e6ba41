// /account/account: the greeting, the latest order, credit, bonus points and active vouchers.

import { data } from "react-router";
import { listCustomerOrders } from "~/features/account/account-orders.server";
import { requireCustomer } from "~/features/account/account-request.server";
import { activeVouchers } from "~/features/account/account-vouchers.server";
import { balances } from "~/features/loyalty/ledger.server";
import { privatePageMeta } from "~/features/seo/meta";
import { formatShopShortDate } from "~/lib/dates";
import { NO_STORE } from "~/lib/http";
import { formatLei } from "~/lib/money";
import { plural } from "~/lib/plural";
import type { Route } from "./+types/account-dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const [{ orders, total }, balance, vouchers] = await Promise.all([
    listCustomerOrders(context.db, customer.customerId, 1),
    balances(context.db, customer.customerId),
    activeVouchers(context.db, customer, new Date()),
  ]);
  return data(
    { firstName: customer.firstName, latest: orders[0] ?? null, total, balance, vouchers },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Contul meu");
}

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  const { latest, vouchers } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">
        Bună, {loaderData.firstName || "cititorule"}!
      </h1>
      <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
        <div className="rounded border border-stone-200 p-4">
          <dt className="text-sm text-stone-700">Credit</dt>
          <dd className="text-xl font-bold">
            <a href="/account/Credit">{formatLei(loaderData.balance.credit)}</a>
          </dd>
        </div>
        <div className="rounded border border-stone-200 p-4">
          <dt className="text-sm text-stone-700">Puncte de fidelitate</dt>
          <dd className="text-xl font-bold">
            <a href="/account/bonuses">{loaderData.balance.bonus}</a>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="latest-title" className="rounded border border-stone-200 p-4">
        <h2 id="latest-title" className="mb-2 text-xl font-bold">
          Ultima comandă
        </h2>
        {latest ? (
          <p>
            Comanda nr. {latest.number} din {formatShopShortDate(new Date(latest.placedAt))}:{" "}
            <strong>{latest.status}</strong>, {formatLei(latest.total)}.{" "}
            <a
              href={`/account/order-details/${latest.publicId}`}
              className="text-brand-800 underline"
            >
              Vezi comanda
            </a>
          </p>
        ) : (
          <p>Nu ai încă nicio comandă în cont.</p>
        )}
        {loaderData.total > 1 ? (
          <a href="/account/orders" className="mt-2 inline-block text-brand-800 underline">
            Toate comenzile ({loaderData.total})
          </a>
        ) : null}
      </section>
      <section aria-labelledby="vouchers-title" className="rounded border border-stone-200 p-4">
        <h2 id="vouchers-title" className="mb-2 text-xl font-bold">
          Vouchere active
        </h2>
        {vouchers.count === 0 ? (
          <p>Nu ai niciun voucher activ.</p>
        ) : (
          <>
            <p>
              Ai{" "}
              {plural(vouchers.count, {
                one: "voucher activ",
                few: "vouchere active",
                other: "de vouchere active",
              })}
              .
            </p>
            <ul className="mt-2 flex flex-col gap-1">
              {vouchers.codes.map((voucher) => (
                <li key={voucher.code}>
                  <a
                    href="/account/Vouchers"
                    className="font-mono font-bold text-brand-800 underline"
                  >
                    {voucher.code}
                  </a>
                  : {voucher.gives}
                </li>
              ))}
            </ul>
          </>
        )}
        <a href="/account/Vouchers" className="mt-2 inline-block text-brand-800 underline">
          Toate voucherele
        </a>
      </section>
    </section>
  );
}

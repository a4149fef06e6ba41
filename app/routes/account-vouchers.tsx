// /account/Vouchers: the customer's voucher codes (issued to them, won, used), active ones first.

import { data } from "react-router";
import { requireCustomer } from "~/features/account/account-request.server";
import { listCustomerVouchers } from "~/features/account/account-vouchers.server";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE } from "~/lib/http";
import { formatLei } from "~/lib/money";
import type { Route } from "./+types/account-vouchers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const vouchers = await listCustomerVouchers(context.db, customer, new Date());
  return data({ vouchers }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Voucherele mele");
}

const STATE_STYLES = {
  active: "border-green-700 bg-green-50 text-green-900",
  used: "border-stone-400 bg-stone-100 text-stone-800",
  expired: "border-red-700 bg-red-50 text-red-900",
} as const;

export default function AccountVouchers({ loaderData }: Route.ComponentProps) {
  const { vouchers } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">Voucherele mele</h1>
      <p className="text-sm text-stone-700">
        Codurile primite pe e-mail, câștigate la roata norocului sau la biscuitul norocos și cele
        folosite la comenzile tale. Scrie codul la pasul 3 al comenzii.
      </p>
      {vouchers.length === 0 ? (
        <p>Nu ai încă niciun voucher.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {vouchers.map((voucher) => (
            <li
              key={voucher.code}
              className="flex flex-col gap-1 rounded border border-stone-200 p-4 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-mono text-lg font-bold">{voucher.code}</p>
                <span className={`rounded border px-2 py-0.5 ${STATE_STYLES[voucher.state]}`}>
                  {voucher.stateLabel}
                </span>
              </div>
              <p className="text-base font-semibold">{voucher.gives}</p>
              <p>
                {voucher.minOrder > 0
                  ? `Comandă minimă: ${formatLei(voucher.minOrder)}`
                  : "Fără comandă minimă"}
                {voucher.firstOrderOnly ? " · doar la prima comandă" : ""}
                {voucher.notOnCampaignPrices ? " · nu se aplică cărților cu preț de campanie" : ""}
              </p>
              {voucher.validFrom ? <p>Valabil de la {voucher.validFrom}</p> : null}
              <p>{voucher.validity ?? "Fără dată de expirare"}</p>
              {voucher.uses.map((use) => (
                <p key={`${use.orderNumber}-${use.usedAt}`}>
                  Folosit pe {use.usedAt} la{" "}
                  {use.publicId ? (
                    <a
                      href={`/account/order-details/${use.publicId}`}
                      className="text-brand-800 underline"
                    >
                      comanda nr. {use.orderNumber}
                    </a>
                  ) : (
                    `comanda nr. ${use.orderNumber}`
                  )}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// /account/Credit and /account/bonuses: the balance and every movement of the customer's store
// credit or bonus points (one ledger, features/loyalty).

import { data } from "react-router";
import { requireCustomer } from "~/features/account/account-request.server";
import { balances, bonusStatus, movements } from "~/features/loyalty/ledger.server";
import {
  BONUS_POINT_FORMS,
  BONUS_POINT_VALUE_BANI,
  BONUS_VALID_DAYS,
} from "~/features/loyalty/rules";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE } from "~/lib/http";
import { formatLei } from "~/lib/money";
import { plural } from "~/lib/plural";
import type { Route } from "./+types/account-ledger";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const kind = new URL(request.url).pathname.toLowerCase().endsWith("/credit") ? "credit" : "bonus";
  const [balance, list, bonus] = await Promise.all([
    balances(context.db, customer.customerId),
    movements(context.db, customer.customerId, kind),
    kind === "bonus" ? bonusStatus(context.db, customer.customerId, new Date()) : null,
  ]);
  return data(
    {
      kind,
      balance: balance[kind],
      // The next points to expire (the next expiry round writes off those already past).
      expiring: (bonus?.expiring ?? []).map((lot) => ({
        points: lot.points,
        expiresAt: lot.expiresAt.toISOString(),
      })),
      movements: list.map((movement) => ({
        ...movement,
        createdAt: movement.createdAt.toISOString(),
        expiresAt: movement.expiresAt?.toISOString() ?? null,
        // Told apart here, on the server's clock, so the page says "expiră" or "a expirat".
        expired: movement.expiresAt !== null && movement.expiresAt <= new Date(),
      })),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(
    loaderData?.kind === "credit" ? "Creditul meu" : "Punctele mele de fidelitate",
  );
}

const DAY_FORMS = { one: "zi", few: "zile", other: "de zile" };
const day = new Intl.DateTimeFormat("ro-RO", { dateStyle: "long", timeZone: "Europe/Bucharest" });

export default function AccountLedger({ loaderData }: Route.ComponentProps) {
  const credit = loaderData.kind === "credit";
  const show = (amount: number) => (credit ? formatLei(amount) : plural(amount, BONUS_POINT_FORMS));
  // Earnings of the same day expire together: one line per day.
  const expiring = [
    ...loaderData.expiring
      .reduce((days, lot) => {
        const date = day.format(new Date(lot.expiresAt));
        return days.set(date, (days.get(date) ?? 0) + lot.points);
      }, new Map<string, number>())
      .entries(),
  ];
  return (
    <section className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">
        {credit ? "Creditul meu" : "Punctele mele de fidelitate"}
      </h1>
      <p className="text-lg">
        {credit ? "Credit disponibil: " : "Puncte disponibile: "}
        <strong>{show(loaderData.balance)}</strong>
        {credit ? null : ` (valorează ${formatLei(loaderData.balance * BONUS_POINT_VALUE_BANI)})`}
      </p>
      <p className="text-sm text-stone-700">
        {credit
          ? "Creditul vine din retururi și campanii; îl poți folosi la pasul 3 al comenzii. O comandă anulată îți dă înapoi creditul folosit."
          : `Primești un punct pentru fiecare leu din comenzile livrate și plătești cu ele la pasul 3 al comenzii; punctele expiră după ${plural(BONUS_VALID_DAYS, DAY_FORMS)}, cele mai vechi se folosesc primele.`}
      </p>
      {expiring.length > 0 ? (
        <ul className="text-sm">
          {expiring.map(([date, points]) => (
            <li key={date}>
              {plural(points, BONUS_POINT_FORMS)} expiră pe {date}
            </li>
          ))}
        </ul>
      ) : null}
      {loaderData.movements.length === 0 ? (
        <p>Nu ai încă nicio mișcare.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">
            {credit ? "Mișcările creditului" : "Mișcările punctelor"}
          </caption>
          <thead>
            <tr className="border-b border-stone-300 text-left">
              <th scope="col" className="py-2">
                Data
              </th>
              <th scope="col" className="py-2">
                Motiv
              </th>
              <th scope="col" className="py-2 text-right">
                Suma
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.movements.map((movement) => (
              <tr
                key={`${movement.reference}-${movement.createdAt}`}
                className="border-b border-stone-200"
              >
                <td className="py-2">{day.format(new Date(movement.createdAt))}</td>
                <td className="py-2">
                  {movement.reason}
                  {movement.expiresAt ? (
                    <span className="block text-stone-600">
                      {movement.expired ? "a expirat pe" : "expiră pe"}{" "}
                      {day.format(new Date(movement.expiresAt))}
                    </span>
                  ) : null}
                </td>
                <td
                  className={`py-2 text-right ${movement.amount < 0 ? "text-red-800" : "text-green-800"}`}
                >
                  {movement.amount > 0 ? "+" : ""}
                  {show(movement.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

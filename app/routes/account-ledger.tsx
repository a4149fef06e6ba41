// /account/Credit and /account/bonuses: the balance and every movement of the customer's store
// credit or bonus points (one ledger, features/loyalty).
import { data } from "react-router";
import { requireCustomer } from "~/features/account/account-request.server";
import { balances, movements } from "~/features/loyalty/ledger.server";
import { BONUS_POINT_VALUE_BANI } from "~/features/loyalty/rules";
import { NO_STORE } from "~/lib/http";
import { formatLei } from "~/lib/money";
import type { Route } from "./+types/account-ledger";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const kind = new URL(request.url).pathname.toLowerCase().endsWith("/credit") ? "credit" : "bonus";
  const [balance, list] = await Promise.all([
    balances(context.db, customer.customerId),
    movements(context.db, customer.customerId, kind),
  ]);
  return data(
    {
      kind,
      balance: balance[kind],
      movements: list.map((movement) => ({
        ...movement,
        createdAt: movement.createdAt.toISOString(),
        expiresAt: movement.expiresAt?.toISOString() ?? null,
      })),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.kind === "credit" ? "Creditul meu" : "Punctele mele de fidelitate" },
    { name: "robots", content: "noindex" },
  ];
}

const day = new Intl.DateTimeFormat("ro-RO", { dateStyle: "long", timeZone: "Europe/Bucharest" });

export default function AccountLedger({ loaderData }: Route.ComponentProps) {
  const credit = loaderData.kind === "credit";
  const show = (amount: number) => (credit ? formatLei(amount) : `${amount} puncte`);
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
          : "Primești un punct pentru fiecare leu din comenzile livrate; punctele expiră după un an."}
      </p>
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
                      expiră pe {day.format(new Date(movement.expiresAt))}
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

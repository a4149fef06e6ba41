// /account/loyalty-program: the customer's tier, points this year and the way to the next tier.

import { data } from "react-router";
import { requireCustomer } from "~/features/account/account-request.server";
import { TierList } from "~/features/loyalty/components/tier-list";
import { balances } from "~/features/loyalty/ledger.server";
import { BONUS_POINT_FORMS } from "~/features/loyalty/rules";
import { loyaltyStatus } from "~/features/loyalty/tiers.server";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE } from "~/lib/http";
import { plural } from "~/lib/plural";
import type { Route } from "./+types/account-loyalty";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const [status, balance] = await Promise.all([
    loyaltyStatus(context.db, customer.customerId, new Date()),
    balances(context.db, customer.customerId),
  ]);
  return data({ ...status, points: balance.bonus }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Programul de fidelitate");
}

export default function AccountLoyalty({ loaderData }: Route.ComponentProps) {
  const { tier, next, progress, earnedThisYear, points, tiers } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">Programul de fidelitate</h1>
      <p className="text-lg">
        Nivelul tău: <strong>{tier.name}</strong> · {plural(earnedThisYear, BONUS_POINT_FORMS)}{" "}
        câștigate în ultimul an · {plural(points, BONUS_POINT_FORMS)} disponibile
      </p>
      {next ? (
        <div>
          <label htmlFor="progres-nivel" className="text-sm">
            Până la nivelul {next.name}: încă{" "}
            {plural(Math.max(0, next.minPoints - earnedThisYear), BONUS_POINT_FORMS)}
          </label>
          <progress
            id="progres-nivel"
            max={100}
            value={progress}
            className="mt-1 block h-3 w-full max-w-md"
          />
        </div>
      ) : (
        <p>Ai ajuns la cel mai înalt nivel. Mulțumim că citești cu noi!</p>
      )}
      <TierList tiers={tiers} current={tier.name} />
    </section>
  );
}

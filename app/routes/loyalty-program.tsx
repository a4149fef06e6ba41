// /program-de-fidelizare: the public page of the loyalty programme (tiers from settings).
import { TierList } from "~/features/loyalty/components/tier-list";
import {
  BONUS_POINT_VALUE_BANI,
  BONUS_POINTS_PER_LEU,
  BONUS_VALID_DAYS,
} from "~/features/loyalty/rules";
import { loyaltyTiers } from "~/features/loyalty/tiers.server";
import { pageMeta } from "~/features/seo/meta";
import { formatLei } from "~/lib/money";
import type { Route } from "./+types/loyalty-program";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    tiers: await loyaltyTiers(context.db),
    canonical: `${context.store.publicUrl}/program-de-fidelizare`,
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=300" };
}

export function meta({ data: page }: Route.MetaArgs) {
  return pageMeta({
    title: "Programul de fidelitate",
    description: "Puncte pentru fiecare leu, niveluri cu beneficii și credit în cont.",
    canonical: page?.canonical ?? "/program-de-fidelizare",
  });
}

export default function LoyaltyProgram({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">Programul de fidelitate</h1>
      <p>
        Pentru fiecare leu din comenzile livrate primești {BONUS_POINTS_PER_LEU} punct; un punct
        valorează {formatLei(BONUS_POINT_VALUE_BANI)} și este valabil {BONUS_VALID_DAYS} de zile.
        Punctele câștigate în ultimul an îți dau nivelul, cu beneficiile lui. Ai nevoie doar de un
        cont.
      </p>
      <TierList tiers={loaderData.tiers} />
      <p>
        <a href="/login?register=1" className="font-semibold text-brand-800 underline">
          Creează un cont
        </a>{" "}
        sau{" "}
        <a href="/account/loyalty-program" className="font-semibold text-brand-800 underline">
          vezi nivelul tău
        </a>
        .
      </p>
    </section>
  );
}

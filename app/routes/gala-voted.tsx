// /am-votat: thanks after voting, and the gala's current results per category (percent of the
// votes, with the visitor's own choice marked). Per visitor.

import { data } from "react-router";
import type { LayoutHandle } from "~/components/layout/page-layout";
import { PageLink } from "~/components/ui/page-link";
import { GalaResults } from "~/features/promotions/components/gala-results";
import { findGala, galaResults, galaSummary } from "~/features/promotions/gala.server";
import { closedMessage } from "~/features/promotions/gala-ballot";
import { readVisitor } from "~/features/promotions/visitor.server";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/gala-voted";

/** The gala's pages: logo-only header and short footer, the promo popups kept. */
export const handle = { layout: "minimal" } satisfies LayoutHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const gala = await findGala(context.db, new Date());
  if (!gala) return data({ gala: null, results: [] }, { headers: NO_STORE });
  const visitorKey = readVisitor(request)?.key ?? null;
  const results = await galaResults(context.db, gala.campaign.id, visitorKey);
  return data({ gala: galaSummary(gala), results }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(`Rezultate — ${loaderData?.gala?.name ?? "Gala premiilor"}`);
}

export default function GalaVoted({ loaderData }: Route.ComponentProps) {
  const { gala, results } = loaderData;
  const voted = results.some((category) => category.votedFor !== null);
  const hasVotes = results.some((category) => category.totalVotes > 0);
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">
        {voted ? "Mulțumim pentru vot!" : (gala?.name ?? "Gala premiilor")}
      </h1>
      {!gala ? (
        <p>Nu există nicio gală de votat acum. Revino curând!</p>
      ) : (
        <>
          {voted ? (
            <p>Votul tău a fost înregistrat la {gala.name}. Iată cum arată clasamentul acum.</p>
          ) : null}
          {gala.state === "open" ? (
            results.some((category) => category.votedFor === null) ? (
              <p>
                <PageLink to="/voteaza" className="font-semibold text-brand-800 underline">
                  {voted ? "Votează și în celelalte categorii" : "Votează acum"}
                </PageLink>
              </p>
            ) : null
          ) : (
            <p role="status" className="rounded border border-amber-400 bg-amber-50 p-3">
              {closedMessage(gala)}
            </p>
          )}
          {hasVotes ? <GalaResults categories={results} /> : <p>Încă nu există voturi.</p>}
        </>
      )}
    </section>
  );
}

// /voteaza: the gala ballot. Open gala: one fieldset per category, one submit (a plain form, so
// it works without JavaScript); `?gala=1` shows the ballot before or after the window, but
// votes are taken only within it. Closed: says so, with the results if any. Per visitor.

import { data, redirect } from "react-router";
import type { LayoutHandle } from "~/components/layout/page-layout";
import { PageLink } from "~/components/ui/page-link";
import { GalaBallotForm } from "~/features/promotions/components/gala-ballot-form";
import { GalaResults } from "~/features/promotions/components/gala-results";
import {
  findGala,
  galaBallot,
  galaResults,
  galaSummary,
  submitBallot,
} from "~/features/promotions/gala.server";
import { closedMessage } from "~/features/promotions/gala-ballot";
import { readVisitor, visitorOf } from "~/features/promotions/visitor.server";
import { privatePageMeta } from "~/features/seo/meta";
import { secureCookies } from "~/lib/cookies.server";
import { NO_STORE } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import { clientKey, enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/gala-vote";

/** The gala's pages: logo-only header and short footer, the promo popups kept. */
export const handle = { layout: "minimal" } satisfies LayoutHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const gala = await findGala(context.db, now);
  if (!gala)
    return data(
      { gala: null, showBallot: false, ballot: [], results: [], preview: false },
      { headers: NO_STORE },
    );
  const forced = new URL(request.url).searchParams.get("gala") === "1";
  const visitorKey = readVisitor(request)?.key ?? null;
  const showBallot = gala.state === "open" || forced;
  const [ballot, results] = await Promise.all([
    showBallot ? galaBallot(context.db, gala.campaign.id, visitorKey) : Promise.resolve([]),
    showBallot ? Promise.resolve([]) : galaResults(context.db, gala.campaign.id, visitorKey),
  ]);
  return data(
    {
      gala: galaSummary(gala),
      showBallot,
      ballot,
      results,
      preview: showBallot && gala.state !== "open",
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const now = new Date();
  const gala = await findGala(context.db, now);
  const chosen = Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) =>
      name.startsWith("vot-") && typeof value === "string" ? [[name, value]] : [],
    ),
  );
  if (!gala) {
    return data(
      { errors: {}, formError: "Nu există nicio gală acum.", chosen },
      { status: 404, headers: NO_STORE },
    );
  }
  await enforceLimit(
    context.db,
    THROTTLE_RULES.galaVotePerClient,
    [clientKey(context.clientAddress), gala.campaign.slug],
    "page",
  );
  const visitor = visitorOf(request, secureCookies(context));
  const headers = new Headers(NO_STORE);
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  const outcome = await submitBallot(context.db, { gala, form, visitorKey: visitor.key, now });
  if (outcome.ok) return redirect("/am-votat", { status: 303, headers });
  return data(
    { errors: outcome.errors, formError: outcome.formError, chosen },
    { status: outcome.status, headers },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(`Votează — ${loaderData?.gala?.name ?? "Gala premiilor"}`);
}

export default function GalaVote({ loaderData, actionData }: Route.ComponentProps) {
  const { gala, showBallot, ballot, results, preview } = loaderData;
  if (!gala) {
    return (
      <Page title="Gala premiilor">
        <p>Nu există nicio gală de votat acum. Revino curând!</p>
      </Page>
    );
  }
  if (showBallot && ballot.length === 0) {
    return (
      <Page title={gala.name}>
        <p>Nominalizările vor fi anunțate în curând.</p>
      </Page>
    );
  }
  if (!showBallot) {
    const hasVotes = results.some((category) => category.totalVotes > 0);
    return (
      <Page title={gala.name}>
        <p role="status" className="rounded border border-amber-400 bg-amber-50 p-3">
          {closedMessage(gala)}
        </p>
        {hasVotes ? (
          <>
            <p>Iată rezultatele:</p>
            <GalaResults categories={results} />
          </>
        ) : null}
      </Page>
    );
  }
  return (
    <Page title={gala.name}>
      <p>
        Alege în fiecare categorie cartea care ți-a plăcut cel mai mult. Poți vota o singură dată în
        fiecare categorie
        {gala.state === "open" && gala.closesOn ? `, până pe ${gala.closesOn}` : ""}.
      </p>
      {preview ? (
        <p role="status" className="rounded border border-amber-400 bg-amber-50 p-3">
          Previzualizare. {closedMessage(gala)}{" "}
          {gala.state === "upcoming"
            ? "Până atunci voturile nu sunt primite."
            : "Voturile nu mai sunt primite."}
        </p>
      ) : null}
      <GalaBallotForm
        key={actionData ? "trimis" : "incarcat"}
        categories={ballot}
        errors={actionData?.errors ?? {}}
        formError={actionData?.formError ?? null}
        chosen={actionData?.chosen ?? {}}
      />
      <p className="text-sm">
        <PageLink to="/am-votat" className="text-brand-800 underline">
          Vezi rezultatele de până acum
        </PageLink>
      </p>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

// /cariere/{slug}: a position and its application form (CV upload, no JavaScript needed); a
// position with an outside form links there instead, a closed one says so.
import { data, redirect } from "react-router";
import { sameOrigin } from "~/features/account/account-request.server";
import { submitApplication } from "~/features/careers/application.server";
import { ApplicationForm } from "~/features/careers/components/application-form";
import { PositionView } from "~/features/careers/components/position-view";
import { CAREERS_PATH, careerPositionPath } from "~/features/careers/paths";
import { applicationChannel, findPosition } from "~/features/careers/positions.server";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { sentQuery, sentState } from "~/features/uploads/sent-state";
import { readUploadForm, uploadPostRefused } from "~/features/uploads/uploads.server";
import {
  FOREIGN_FORM_MESSAGE,
  foreignFormRefused,
  formPageHeaders,
  formThrottled,
  NO_STORE,
  notFound,
} from "~/lib/http";
import { clientKey, tooManyRequestsMessage } from "~/lib/throttle.server";
import type { Route } from "./+types/career-position";

const CLOSED_MESSAGE = "Acest post nu mai primește candidaturi prin formular.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const position = await findPosition(context.db, params.slug);
  if (!position) throw notFound();
  return data(
    {
      position,
      sent: sentState(new URL(request.url)),
      channel: applicationChannel(position),
      store: {
        name: context.store.name,
        legalName: context.store.legalName,
        email: context.store.email,
        url: context.store.publicUrl,
      },
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const refused = await uploadPostRefused(context.db, clientKey(context.clientAddress));
  if (refused) return refused;
  const upload = await readUploadForm(request, "cv");
  if (!sameOrigin(request)) {
    return foreignFormRefused({ formError: FOREIGN_FORM_MESSAGE });
  }
  const result = await submitApplication(context.db, params.slug, upload, {
    store: context.store,
    clientKey: clientKey(context.clientAddress),
    now: new Date(),
  });
  if (result.ok) {
    return redirect(`${careerPositionPath(params.slug)}?${sentQuery(result.acknowledged)}#aplica`, {
      status: 303,
      headers: NO_STORE,
    });
  }
  switch (result.reason) {
    case "not-found":
      throw notFound();
    case "closed":
      return data({ formError: CLOSED_MESSAGE }, { status: 409, headers: NO_STORE });
    case "throttled":
      return formThrottled(
        { formError: tooManyRequestsMessage(result.retryAfterSeconds) },
        result.retryAfterSeconds,
      );
    case "invalid":
      return data(
        { errors: result.errors, values: result.values },
        { status: result.status, headers: NO_STORE },
      );
  }
}

export const headers = formPageHeaders;

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  const { position, store } = page;
  return pageMeta({
    title: `${position.name} — Cariere`,
    description: position.description,
    canonical: `${store.url}${careerPositionPath(position.slug)}`,
    noindex: page.channel === "closed",
    jsonLd: [breadcrumbJsonLd(store.url, crumbs(position))],
  });
}

function crumbs(position: { slug: string; name: string }) {
  return [
    { name: "Cariere", url: CAREERS_PATH },
    { name: position.name, url: careerPositionPath(position.slug) },
  ];
}

export default function CareerPositionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { position, channel, store, sent } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <Breadcrumbs items={crumbs(position)} />
      <PositionView position={position} />
      <section
        aria-labelledby="aplica"
        className="flex flex-col gap-4 border-t border-stone-200 pt-6"
      >
        <h2 id="aplica" className="font-serif text-2xl font-bold">
          Aplică pentru acest post
        </h2>
        {sent ? (
          <p role="status" className="rounded border border-green-700 bg-green-50 p-4">
            Mulțumim, am primit candidatura ta!{" "}
            {sent === "acknowledged"
              ? "Ți-am trimis o confirmare pe e-mail."
              : "Adresa ta a primit azi deja confirmări de la noi, așa că de data aceasta nu îți mai scriem."}{" "}
            Dacă profilul tău se potrivește, te contactăm pentru o discuție.
          </p>
        ) : channel === "closed" ? (
          <p className="rounded border border-stone-300 bg-stone-50 p-4">
            Postul este închis: nu mai primim candidaturi pentru el.{" "}
            <a href={CAREERS_PATH} className="font-semibold text-brand-800 underline">
              Vezi posturile deschise
            </a>
            .
          </p>
        ) : channel === "external" && position.externalFormUrl ? (
          <p>
            Candidaturile pentru acest post se trimit prin formularul nostru online.{" "}
            <a
              href={position.externalFormUrl}
              rel="noopener noreferrer"
              target="_blank"
              className="font-semibold text-brand-800 underline"
            >
              Completează formularul de aplicare
              <span className="sr-only"> (se deschide într-o filă nouă)</span>
            </a>
          </p>
        ) : (
          <ApplicationForm
            state={actionData ?? {}}
            legalName={store.legalName}
            contactEmail={store.email}
          />
        )}
      </section>
    </div>
  );
}

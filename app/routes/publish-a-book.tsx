// /publica-o-carte: the publishing house's page and its manuscript form (file upload, no
// JavaScript needed).
import { data, redirect } from "react-router";
import { sameOrigin } from "~/features/account/account-request.server";
import { ManuscriptForm } from "~/features/manuscripts/components/manuscript-form";
import { PublishingIntro } from "~/features/manuscripts/components/publishing-intro";
import { weeksLabel } from "~/features/manuscripts/manuscript-fields";
import { PUBLISH_PATH } from "~/features/manuscripts/paths";
import { manuscriptSettings, submitManuscript } from "~/features/manuscripts/submission.server";
import { notFoundMeta, pageMeta } from "~/features/seo/meta";
import { sentQuery, sentState } from "~/features/uploads/sent-state";
import { readUploadForm, uploadPostRefused } from "~/features/uploads/uploads.server";
import {
  FOREIGN_FORM_MESSAGE,
  foreignFormRefused,
  formPageHeaders,
  formThrottled,
  NO_STORE,
} from "~/lib/http";
import { clientKey, tooManyRequestsMessage } from "~/lib/throttle.server";
import type { Route } from "./+types/publish-a-book";

export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await manuscriptSettings(context.db);
  return data(
    {
      sent: sentState(new URL(request.url)),
      genres: settings.genres,
      replyWithinWeeks: settings.replyWithinWeeks,
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

export async function action({ request, context }: Route.ActionArgs) {
  const refused = await uploadPostRefused(context.db, clientKey(context.clientAddress));
  if (refused) return refused;
  const upload = await readUploadForm(request, "manuscript");
  if (!sameOrigin(request)) {
    return foreignFormRefused({ formError: FOREIGN_FORM_MESSAGE });
  }
  const result = await submitManuscript(context.db, upload, {
    store: context.store,
    clientKey: clientKey(context.clientAddress),
    now: new Date(),
  });
  if (result.ok) {
    return redirect(`${PUBLISH_PATH}?${sentQuery(result.acknowledged)}#trimite`, {
      status: 303,
      headers: NO_STORE,
    });
  }
  if (result.reason === "throttled") {
    return formThrottled(
      { formError: tooManyRequestsMessage(result.retryAfterSeconds) },
      result.retryAfterSeconds,
    );
  }
  return data(
    { errors: result.errors, values: result.values },
    { status: result.status, headers: NO_STORE },
  );
}

export const headers = formPageHeaders;

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  return pageMeta({
    title: "Publică o carte",
    description: `Trimite-ne manuscrisul: ce publică editura ${page.store.name}, cum alegem cărțile și cum ajunge o carte de la manuscris în librărie.`,
    canonical: `${page.store.url}${PUBLISH_PATH}`,
  });
}

export default function PublishABookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { store } = loaderData;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10">
      <PublishingIntro
        storeName={store.name}
        genres={loaderData.genres}
        replyWithinWeeks={loaderData.replyWithinWeeks}
      />
      <section aria-labelledby="trimite" className="flex max-w-2xl flex-col gap-4">
        <h2 id="trimite" className="font-serif text-2xl font-bold">
          Trimite manuscrisul
        </h2>
        {loaderData.sent ? (
          <p role="status" className="rounded border border-green-700 bg-green-50 p-4">
            Mulțumim, manuscrisul a ajuns la redacție!{" "}
            {loaderData.sent === "acknowledged"
              ? "Ți-am trimis o confirmare pe e-mail și îți"
              : "Adresa ta a primit azi deja confirmări de la noi, așa că de data aceasta nu îți mai scriem; îți"}{" "}
            răspundem în cel mult {weeksLabel(loaderData.replyWithinWeeks)}.
          </p>
        ) : (
          <ManuscriptForm
            state={actionData ?? {}}
            genres={loaderData.genres}
            legalName={store.legalName}
            contactEmail={store.email}
          />
        )}
      </section>
    </div>
  );
}

// /newsletter: subscribe with double opt-in. The plain page is the same for everyone (public,
// briefly cached); the form's answers carry what the visitor typed (private, no-store). The
// neutral "check your e-mail" answer is a redirect to ?trimis=1, which a reload does not repeat.
import { data, redirect } from "react-router";
import { useResetKey } from "~/components/ui/form-field";
import { sameOrigin } from "~/features/account/account-request.server";
import { SubscribeForm } from "~/features/newsletter/components/subscribe-form";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/newsletter-fields";
import { subscribeToNewsletter } from "~/features/newsletter/subscription.server";
import { pageMeta } from "~/features/seo/meta";
import { readSetting } from "~/features/settings/settings.server";
import {
  FOREIGN_FORM_MESSAGE,
  foreignFormRefused,
  formPageHeaders,
  formThrottled,
  NO_STORE,
} from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import { clientKey, tooManyRequestsMessage } from "~/lib/throttle.server";
import type { Route } from "./+types/newsletter";

export async function loader({ request, context }: Route.LoaderArgs) {
  const optIn = await readSetting(context.db, "newsletter.optIn");
  return data(
    {
      consentText: optIn.consentText,
      consentVersion: optIn.consentVersion,
      sent: new URL(request.url).searchParams.get("trimis") === "1",
      canonical: `${context.store.publicUrl}/newsletter`,
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return foreignFormRefused({ errors: {}, email: "", formError: FOREIGN_FORM_MESSAGE });
  }
  const outcome = await subscribeToNewsletter(context.db, form, {
    now: new Date(),
    store: context.store,
    clientKey: clientKey(context.clientAddress),
    source: "newsletter-page",
  });
  if (outcome.ok) return redirect("/newsletter?trimis=1", { status: 303, headers: NO_STORE });
  if (outcome.reason === "throttled") {
    return formThrottled(
      {
        errors: {},
        email: outcome.email,
        formError: tooManyRequestsMessage(outcome.retryAfterSeconds),
      },
      outcome.retryAfterSeconds,
    );
  }
  return data(
    { errors: outcome.errors, email: outcome.email, formError: undefined },
    { status: 400, headers: NO_STORE },
  );
}

export const headers = formPageHeaders;

export function meta({ data: page }: Route.MetaArgs) {
  return pageMeta({
    title: "Newsletter",
    description:
      "Abonează-te la newsletter: lansări, recomandări de lectură și oferte, direct în e-mail. Te poți dezabona oricând.",
    canonical: page?.canonical ?? "/newsletter",
  });
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  // Empty again once the request went; a refused one keeps what was typed and ticked.
  const formKey = useResetKey(actionData !== undefined);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 py-6">
      <h1 className="font-serif text-3xl font-bold">Newsletter</h1>
      <p>
        Află primul de lansări, recomandări de lectură și oferte. Îți trimitem un e-mail de
        confirmare, iar abonarea începe după ce o confirmi; te poți dezabona oricând, din linkul
        aflat în fiecare e-mail.
      </p>
      {loaderData.sent && !actionData ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
          {NEWSLETTER_MESSAGES.requested}
        </p>
      ) : null}
      <SubscribeForm
        key={formKey}
        consentText={loaderData.consentText}
        consentVersion={loaderData.consentVersion}
        errors={actionData?.errors}
        email={actionData?.email}
        formError={actionData?.formError}
      />
    </section>
  );
}

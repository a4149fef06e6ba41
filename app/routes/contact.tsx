// /contact: the company's data and the contact form. The plain page is the same for everyone
// (public, briefly cached); the form's answers carry what the visitor typed (private, no-store).
// A sent message redirects to ?trimis=1, so reloading the page never sends it twice.
import { data, redirect } from "react-router";
import { useResetKey } from "~/components/ui/form-field";
import { sameOrigin } from "~/features/account/account-request.server";
import { readCompany } from "~/features/contact/company.server";
import { CompanyCard } from "~/features/contact/components/company-card";
import { ContactForm } from "~/features/contact/components/contact-form";
import { submitContactForm } from "~/features/contact/contact.server";
import { CONTACT_MESSAGES } from "~/features/contact/contact-fields";
import { pageMeta } from "~/features/seo/meta";
import {
  FOREIGN_FORM_MESSAGE,
  foreignFormRefused,
  formPageHeaders,
  formThrottled,
  NO_STORE,
} from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import { clientKey, tooManyRequestsMessage } from "~/lib/throttle.server";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const company = await readCompany(context.db, context.store);
  return data(
    {
      company: company.details,
      sent: new URL(request.url).searchParams.get("trimis") === "1",
      canonical: `${context.store.publicUrl}/contact`,
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return foreignFormRefused({ errors: {}, values: undefined, formError: FOREIGN_FORM_MESSAGE });
  }
  const outcome = await submitContactForm(context.db, form, {
    now: new Date(),
    store: context.store,
    clientKey: clientKey(context.clientAddress),
  });
  if (outcome.ok) return redirect("/contact?trimis=1", { status: 303, headers: NO_STORE });
  if (outcome.reason === "throttled") {
    return formThrottled(
      {
        errors: {},
        values: outcome.values,
        formError: tooManyRequestsMessage(outcome.retryAfterSeconds),
      },
      outcome.retryAfterSeconds,
    );
  }
  return data(
    { errors: outcome.errors, values: outcome.values, formError: undefined },
    { status: 400, headers: NO_STORE },
  );
}

export const headers = formPageHeaders;

export function meta({ data: page }: Route.MetaArgs) {
  return pageMeta({
    title: "Contact",
    description:
      "Scrie-ne despre comenzi, livrare, retururi sau colaborări. Datele firmei, telefonul, e-mailul și programul nostru.",
    canonical: page?.canonical ?? "/contact",
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  // Empty again once a message went; a refused one keeps what was typed and ticked.
  const formKey = useResetKey(actionData !== undefined);
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-8 py-6">
      <h1 className="font-serif text-3xl font-bold">Contact</h1>
      <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
        <div className="flex flex-col gap-4">
          <h2 className="font-serif text-xl font-bold">Datele firmei</h2>
          <CompanyCard company={loaderData.company} />
        </div>
        <div className="flex flex-col gap-4">
          <h2 className="font-serif text-xl font-bold">Scrie-ne un mesaj</h2>
          {loaderData.sent && !actionData ? (
            <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
              {CONTACT_MESSAGES.sent}
            </p>
          ) : null}
          <ContactForm
            key={formKey}
            errors={actionData?.errors}
            values={actionData?.values}
            formError={actionData?.formError}
          />
        </div>
      </div>
    </section>
  );
}

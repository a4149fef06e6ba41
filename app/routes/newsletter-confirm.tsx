// /newsletter/confirmare?token=…: the link of the double opt-in e-mail. Opening it only asks
// (mail clients' link scanners open links, and would otherwise subscribe whoever they scan); the
// button posts the token, which confirms the subscription (once). Per visitor, never cached.
import { data, Form, type ShouldRevalidateFunctionArgs } from "react-router";
import { sameOrigin } from "~/features/account/account-request.server";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/newsletter-fields";
import {
  type ConfirmOutcome,
  checkConfirmToken,
  confirmSubscription,
} from "~/features/newsletter/subscription.server";
import { unsubscribeLink } from "~/features/newsletter/unsubscribe-links.server";
import { privatePageMeta } from "~/features/seo/meta";
import { FOREIGN_FORM_MESSAGE, NO_STORE } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/newsletter-confirm";

type Page =
  | { state: "ask"; token: string; email: string }
  | { state: "confirmed"; email: string; unsubscribePath: string }
  | { state: "invalid"; message: string }
  | { state: "refused" };

function invalid(outcome: Extract<ConfirmOutcome, { ok: false }>) {
  return outcome.reason === "expired"
    ? data<Page>(
        { state: "invalid", message: NEWSLETTER_MESSAGES.confirmExpired },
        { status: 410, headers: NO_STORE },
      )
    : data<Page>(
        { state: "invalid", message: NEWSLETTER_MESSAGES.confirmInvalid },
        { status: 400, headers: NO_STORE },
      );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await checkConfirmToken(context.db, token, new Date());
  if (!outcome.ok) return invalid(outcome);
  return data<Page>({ state: "ask", token, email: outcome.email }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return data<Page>({ state: "refused" }, { status: 403, headers: NO_STORE });
  }
  const outcome = await confirmSubscription(
    context.db,
    String(form.get("token") ?? ""),
    new Date(),
  );
  if (!outcome.ok) return invalid(outcome);
  const unsubscribe = new URL(await unsubscribeLink(context.db, context.store, outcome.email));
  // Status 200 said outright: a post without JavaScript runs the loader after this, and the
  // token it finds used would otherwise make the page's status its 400.
  return data<Page>(
    {
      state: "confirmed",
      email: outcome.email,
      unsubscribePath: `${unsubscribe.pathname}${unsubscribe.search}`,
    },
    { status: 200, headers: NO_STORE },
  );
}

// Not after the button's post: the loader would only find the token used.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href;
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Confirmarea abonării");
}

const HEADINGS: Record<Page["state"], string> = {
  ask: "Confirmă abonarea",
  confirmed: "Abonare confirmată",
  invalid: "Linkul nu mai este valabil",
  refused: "Abonarea nu a fost confirmată",
};

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 py-6">
      <h1 className="font-serif text-3xl font-bold">{HEADINGS[page.state]}</h1>
      {page.state === "ask" ? (
        <Form method="post" className="flex flex-col gap-4">
          <p>
            Vrei să primești newsletterul la <strong>{page.email}</strong>? Confirmă mai jos; te
            poți dezabona oricând.
          </p>
          <input type="hidden" name="token" value={page.token} />
          <button
            type="submit"
            className="self-start rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Confirmă abonarea
          </button>
        </Form>
      ) : page.state === "confirmed" ? (
        <>
          <p role="status">
            Mulțumim! De acum primești newsletterul la <strong>{page.email}</strong>.
          </p>
          <p>
            Te-ai răzgândit?{" "}
            <a href={page.unsubscribePath} className="text-brand-800 underline">
              Dezabonează-te
            </a>
            .
          </p>
        </>
      ) : page.state === "refused" ? (
        <p role="alert">
          {FOREIGN_FORM_MESSAGE} Deschide din nou linkul din e-mailul de confirmare.
        </p>
      ) : (
        <>
          <p role="alert">{page.message}</p>
          <p>
            <a href="/newsletter" className="font-semibold text-brand-800 underline">
              Abonează-te la newsletter
            </a>
          </p>
        </>
      )}
      <p>
        <a href="/" className="text-brand-800 underline">
          Înapoi la librărie
        </a>
      </p>
    </section>
  );
}

// /newsletter/confirmare?token=…: the link of the double opt-in e-mail confirms the subscription
// (once). Per visitor, never cached; not run again when something else on the page revalidates,
// since a second run would find the token used.
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/newsletter-fields";
import { confirmSubscription } from "~/features/newsletter/subscription.server";
import { unsubscribeLink } from "~/features/newsletter/unsubscribe-links.server";
import { SITE_NAME } from "~/features/seo/meta";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/newsletter-confirm";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmSubscription(context.db, token, new Date());
  if (!outcome.ok) {
    const message =
      outcome.reason === "expired"
        ? NEWSLETTER_MESSAGES.confirmExpired
        : NEWSLETTER_MESSAGES.confirmInvalid;
    return data(
      { confirmed: false as const, message },
      { status: outcome.reason === "expired" ? 410 : 400, headers: NO_STORE },
    );
  }
  const unsubscribe = new URL(await unsubscribeLink(context.db, context.store, outcome.email));
  return data(
    {
      confirmed: true as const,
      email: outcome.email,
      unsubscribePath: `${unsubscribe.pathname}${unsubscribe.search}`,
    },
    { headers: NO_STORE },
  );
}

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href;
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return [{ title: `Confirmarea abonării | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 py-6">
      <h1 className="font-serif text-3xl font-bold">
        {loaderData.confirmed ? "Abonare confirmată" : "Linkul nu mai este valabil"}
      </h1>
      {loaderData.confirmed ? (
        <>
          <p role="status">
            Mulțumim! De acum primești newsletterul la <strong>{loaderData.email}</strong>.
          </p>
          <p>
            Te-ai răzgândit?{" "}
            <a href={loaderData.unsubscribePath} className="text-brand-800 underline">
              Dezabonează-te
            </a>
            .
          </p>
        </>
      ) : (
        <>
          <p role="alert">{loaderData.message}</p>
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

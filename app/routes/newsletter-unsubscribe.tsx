// /newsletter/dezabonare?email=…&sig=…: the signed link of every newsletter e-mail. Opening it
// only asks (mail clients' link scanners open links); the button posts, which unsubscribes.
import { data, Form } from "react-router";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/newsletter-fields";
import { unsubscribeFromNewsletter } from "~/features/newsletter/subscription.server";
import { verifyUnsubscribe } from "~/features/newsletter/unsubscribe-links.server";
import { privatePageMeta } from "~/features/seo/meta";
import { NO_STORE } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/newsletter-unsubscribe";

type Page =
  | { state: "ask"; email: string; sig: string }
  | { state: "done"; email: string }
  | { state: "invalid" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const sig = query.get("sig");
  const email = await verifyUnsubscribe(context.db, query.get("email"), sig);
  return email && sig
    ? data<Page>({ state: "ask", email, sig }, { headers: NO_STORE })
    : data<Page>({ state: "invalid" }, { status: 400, headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = await verifyUnsubscribe(context.db, form.get("email"), form.get("sig"));
  if (!email) return data<Page>({ state: "invalid" }, { status: 400, headers: NO_STORE });
  await unsubscribeFromNewsletter(context.db, email, new Date());
  return data<Page>({ state: "done", email }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Dezabonare de la newsletter");
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 py-6">
      <h1 className="font-serif text-3xl font-bold">Dezabonare de la newsletter</h1>
      {page.state === "ask" ? (
        <Form method="post" className="flex flex-col gap-4">
          <p>
            Nu mai vrei să primești newsletterul la <strong>{page.email}</strong>? Confirmă mai jos;
            te poți abona din nou oricând.
          </p>
          <input type="hidden" name="email" value={page.email} />
          <input type="hidden" name="sig" value={page.sig} />
          <button
            type="submit"
            className="self-start rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Dezabonează-mă
          </button>
        </Form>
      ) : page.state === "done" ? (
        <>
          <p role="status">
            Te-ai dezabonat. Nu mai primești newsletterul la <strong>{page.email}</strong>.
          </p>
          <p>
            <a href="/newsletter" className="text-brand-800 underline">
              M-am răzgândit: vreau să mă abonez din nou
            </a>
          </p>
        </>
      ) : (
        <p role="alert">{NEWSLETTER_MESSAGES.unsubscribeInvalid}</p>
      )}
    </section>
  );
}

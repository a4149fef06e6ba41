// /account/confirmare-email?token=…: the link e-mailed to a new address. Opening it asks once
// more (mail scanners open links too; only the button's post changes the account), and only the
// account that asked may confirm: a visitor without its session is sent to log in and back.

import { useEffect } from "react";
import { data, Form } from "react-router";
import { EMAIL_CHANGE_MESSAGES } from "~/features/account/account-messages";
import { sameOrigin } from "~/features/account/account-request.server";
import { confirmEmailChange, pendingEmailChange } from "~/features/account/email-change.server";
import { readLogin, storeLogin } from "~/features/account/login-state";
import { readSession } from "~/features/account/sessions.server";
import { privatePageMeta } from "~/features/seo/meta";
import { FOREIGN_FORM_MESSAGE, NO_STORE } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/account-email-change";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const now = new Date();
  const [pending, session] = await Promise.all([
    pendingEmailChange(context.db, token, now),
    readSession(context.db, request, now),
  ]);
  const loginHref = `/login?inapoi=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
  return data(
    {
      token: pending ? token : "",
      email: pending?.email ?? null,
      who: !pending
        ? null
        : !session
          ? ("logged-out" as const)
          : session.customerId === pending.customerId
            ? ("asker" as const)
            : ("other" as const),
      loginHref,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return data(
      { ok: false as const, message: FOREIGN_FORM_MESSAGE },
      { status: 403, headers: NO_STORE },
    );
  }
  const now = new Date();
  const session = await readSession(context.db, request, now);
  if (!session) {
    return data(
      { ok: false as const, message: EMAIL_CHANGE_MESSAGES.loginFirst },
      { status: 401, headers: NO_STORE },
    );
  }
  const result = await confirmEmailChange(context.db, String(form.get("token") ?? ""), {
    now,
    store: context.store,
    customerId: session.customerId,
  });
  return result.ok
    ? data({ ok: true as const, email: result.email }, { headers: NO_STORE })
    : data({ ok: false as const, message: result.message }, { status: 400, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Confirmă noua adresă de e-mail");
}

export default function AccountEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  const changed = actionData?.ok ? actionData.email : null;
  // This browser's stored login shows the new address too.
  useEffect(() => {
    const login = readLogin();
    if (changed && login) storeLogin({ ...login, email: changed });
  }, [changed]);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 py-8">
      <h1 className="font-serif text-3xl font-bold">Noua adresă de e-mail</h1>
      {changed ? (
        <>
          <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
            Gata: contul tău folosește de acum adresa {changed}.
          </p>
          <p>
            <a href="/account/personal" className="font-semibold text-brand-700 underline">
              Înapoi la datele personale
            </a>
          </p>
        </>
      ) : actionData && !actionData.ok ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {actionData.message}
        </p>
      ) : loaderData.who === "logged-out" ? (
        <p>
          Ca să confirmi noua adresă, intră în contul care a cerut schimbarea, cu adresa de e-mail
          și parola de acum; te aducem apoi înapoi aici.{" "}
          <a href={loaderData.loginHref} className="font-semibold text-brand-700 underline">
            Intră în cont
          </a>
        </p>
      ) : loaderData.who === "other" ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {EMAIL_CHANGE_MESSAGES.otherAccount}
        </p>
      ) : loaderData.email ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <p>
            Contul tău va folosi de acum adresa <strong>{loaderData.email}</strong>: acolo vor
            ajunge confirmările de comandă și linkurile pentru parolă.
          </p>
          <button
            type="submit"
            className="self-start rounded bg-brand-700 px-6 py-2 font-semibold text-white"
          >
            Confirmă noua adresă
          </button>
        </Form>
      ) : (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          Linkul nu mai este valabil: a expirat, a fost folosit sau ai cerut între timp altul. Cere
          unul nou din „Date personale”.
        </p>
      )}
    </section>
  );
}

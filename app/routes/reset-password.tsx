// /resetare-parola: ask for a reset link by e-mail (the same answer whether the account exists),
// then, with ?token= from that e-mail, set a new password (every session is closed). A link that
// no longer works says so at once, with the request form, instead of after a password is typed.

import { data, Form } from "react-router";
import { TextField } from "~/components/ui/form-field";
import { ACCOUNT_MESSAGES } from "~/features/account/account-messages";
import { sameOrigin } from "~/features/account/account-request.server";
import { PasswordField } from "~/features/account/components/login-forms";
import { accountEmail } from "~/features/account/live-customer.server";
import {
  requestPasswordReset,
  resetPassword,
  resetTokenIsValid,
} from "~/features/account/password-reset.server";
import { privatePageMeta } from "~/features/seo/meta";
import { FOREIGN_FORM_MESSAGE, formThrottled, NO_STORE, privateFormHeaders } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import { clientKey, tooManyRequestsMessage } from "~/lib/throttle.server";
import type { Route } from "./+types/reset-password";

export const handle = { bareLayout: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token === null) return data({ token: null, linkInvalid: false }, { headers: NO_STORE });
  const usable =
    /^[A-Za-z0-9_-]{20,100}$/.test(token) &&
    (await resetTokenIsValid(context.db, token, new Date()));
  return data(usable ? { token, linkInvalid: false } : { token: null, linkInvalid: true }, {
    headers: NO_STORE,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return data(
      { kind: "error" as const, message: FOREIGN_FORM_MESSAGE, email: "" },
      { status: 403, headers: NO_STORE },
    );
  }
  const now = new Date();
  if (form.get("intent") === "reset") {
    const result = await resetPassword(
      context.db,
      { token: String(form.get("token") ?? ""), password: String(form.get("password") ?? "") },
      now,
    );
    return result.ok
      ? data({ kind: "reset" as const }, { headers: NO_STORE })
      : data(
          { kind: "reset-error" as const, errors: result.errors },
          { status: 400, headers: NO_STORE },
        );
  }
  const email = String(form.get("email") ?? "").trim();
  if (!email || !accountEmail(email)) {
    // A typo would otherwise be answered "if an account exists…" and the visitor would wait for
    // nothing; refusing a malformed address tells nothing about who has an account.
    return data(
      {
        kind: "error" as const,
        message: email
          ? "Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro."
          : "Scrie adresa de e-mail a contului.",
        email: email.slice(0, 254),
      },
      { status: 400, headers: NO_STORE },
    );
  }
  const result = await requestPasswordReset(context.db, email, {
    now,
    store: context.store,
    clientKey: clientKey(context.clientAddress),
  });
  if (!result.ok) {
    return formThrottled(
      {
        kind: "error" as const,
        message: tooManyRequestsMessage(result.retryAfterSeconds),
        email: email.slice(0, 254),
      },
      result.retryAfterSeconds,
    );
  }
  return data({ kind: "requested" as const, email }, { headers: NO_STORE });
}

export const headers = privateFormHeaders;

export function meta() {
  return privatePageMeta("Resetează parola");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.kind === "reset") {
    return (
      <Page>
        <p role="status" className="mb-4">
          Parola a fost schimbată și toate sesiunile deschise au fost închise.
        </p>
        <a href="/login" className="font-semibold text-brand-800 underline">
          Intră în cont
        </a>
      </Page>
    );
  }
  if (actionData?.kind === "requested") {
    return (
      <Page>
        <p role="status">
          Dacă există un cont cu adresa <strong>{actionData.email}</strong>, ți-am trimis un e-mail
          cu linkul de resetare. Linkul este valabil o oră.
        </p>
      </Page>
    );
  }
  const errors = actionData?.kind === "reset-error" ? actionData.errors : {};
  return (
    <Page>
      {actionData?.kind === "error" ? (
        <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3">
          {actionData.message}
        </p>
      ) : loaderData.linkInvalid ? (
        <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3">
          {ACCOUNT_MESSAGES.resetLinkInvalid} Cere unul nou mai jos.
        </p>
      ) : null}
      {loaderData.token ? (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={loaderData.token} />
          {errors.token ? (
            <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
              {errors.token}{" "}
              <a href="/resetare-parola" className="underline">
                Cere un link nou
              </a>
            </p>
          ) : null}
          <PasswordField
            name="password"
            label="Parola nouă"
            autoComplete="new-password"
            error={errors.password}
            hint="Cel puțin 10 caractere."
          />
          <button type="submit" className="rounded bg-brand-700 px-6 py-3 font-semibold text-white">
            Salvează parola nouă
          </button>
        </Form>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="request" />
          <p>Scrie adresa de e-mail a contului și îți trimitem un link pentru o parolă nouă.</p>
          <TextField
            name="email"
            type="email"
            label="E-mail"
            autoComplete="email"
            required
            value={actionData?.kind === "error" ? actionData.email : undefined}
          />
          <button type="submit" className="rounded bg-brand-700 px-6 py-3 font-semibold text-white">
            Trimite linkul
          </button>
        </Form>
      )}
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md py-10">
      <h1 className="mb-6 font-serif text-3xl font-bold">Resetează parola</h1>
      {children}
    </section>
  );
}

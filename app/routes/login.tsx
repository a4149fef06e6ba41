// /login (and /loginIF, the same form for framed pages): log in, or with ?register=1 create an
// account; ?confirmare=<token> is the link of the confirmation e-mail (logging in there confirms).

import { useEffect } from "react";
import { data, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import type { LayoutHandle } from "~/components/layout/page-layout";
import { safeReturnPath, sameOrigin } from "~/features/account/account-request.server";
import { logInBrowser } from "~/features/account/browser-login.server";
import { LoginForm, RegisterForm } from "~/features/account/components/login-forms";
import { confirmationLinkValid, confirmEmail } from "~/features/account/email-confirmation.server";
import { storeLogin } from "~/features/account/login-state";
import { registerCustomer } from "~/features/account/registration.server";
import { privatePageMeta } from "~/features/seo/meta";
import { FOREIGN_FORM_MESSAGE, NO_STORE, privateFormHeaders } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import { clientKey, tooManyRequestsMessage } from "~/lib/throttle.server";
import type { Route } from "./+types/login";

// /loginIF sits in other pages' frames: the empty layout, only the form.
export const handle = {
  bareLayout: true,
  layout: (match) => (match.id === "login-frame" ? "empty" : undefined),
} satisfies LayoutHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The confirmation e-mail's link: the page asks the account's password, and the login confirms
  // the address (see confirmEmail); opening the link alone (a mail scanner) confirms nothing.
  const token = url.searchParams.get("confirmare");
  const confirmation = token
    ? (await confirmationLinkValid(context.db, token, new Date()))
      ? token
      : false
    : null;
  return data(
    {
      register: url.searchParams.get("register") === "1",
      back: safeReturnPath(url.searchParams.get("inapoi")),
      confirmation,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return data(
      { kind: "refused" as const, message: FOREIGN_FORM_MESSAGE },
      { status: 403, headers: NO_STORE },
    );
  }
  const field = (name: string) => String(form.get(name) ?? "").trim();
  const now = new Date();
  if (form.get("intent") === "register") {
    const values = {
      firstName: field("firstName"),
      lastName: field("lastName"),
      email: field("email"),
      newsletter: field("newsletter"),
      acceptTerms: field("acceptTerms"),
    };
    const result = await registerCustomer(
      context.db,
      {
        email: values.email,
        password: String(form.get("password") ?? ""),
        firstName: values.firstName,
        lastName: values.lastName,
        newsletter: values.newsletter === "da",
        acceptTerms: values.acceptTerms === "da",
      },
      { now, store: context.store, clientKey: clientKey(context.clientAddress) },
    );
    if (!result.ok) {
      return data(
        { kind: "register" as const, errors: result.errors, values },
        result.reason === "throttled"
          ? {
              status: 429,
              headers: { ...NO_STORE, "Retry-After": String(result.retryAfterSeconds) },
            }
          : { status: 400, headers: NO_STORE },
      );
    }
    return data({ kind: "registered" as const, email: values.email }, { headers: NO_STORE });
  }
  const email = field("email");
  const result = await logInBrowser(
    context,
    request,
    { email, password: String(form.get("password") ?? "") },
    now,
  );
  if (!result.ok) {
    const throttled = result.reason === "throttled";
    return data(
      {
        kind: "login" as const,
        email,
        error: throttled
          ? tooManyRequestsMessage(result.retryAfterSeconds)
          : "E-mailul sau parola nu sunt corecte.",
      },
      {
        status: throttled ? 429 : 400,
        headers: throttled
          ? { ...NO_STORE, "Retry-After": String(result.retryAfterSeconds) }
          : NO_STORE,
      },
    );
  }
  const link = field("confirmare");
  const confirmed =
    link !== "" &&
    (await confirmEmail(context.db, link, now, { customerId: result.customer.id })).ok;
  return data(
    {
      kind: "logged-in" as const,
      login: {
        token: result.token,
        email: result.customer.email,
        firstName: result.customer.firstName,
      },
      // Confirmed here: the account's first page says so.
      next: confirmed ? "/account/account?confirmat=1" : safeReturnPath(field("inapoi")),
    },
    { headers: result.headers },
  );
}

export const headers = privateFormHeaders;

/** After a login the page moves on at once: reloading its data would only be cut short. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionResult?.kind === "logged-in" ? false : defaultShouldRevalidate;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.register ? "Creează un cont" : "Intră în cont");
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const loggedIn = actionData?.kind === "logged-in" ? actionData : null;
  useEffect(() => {
    if (!loggedIn) return;
    storeLogin(loggedIn.login);
    navigate(loggedIn.next, { replace: true });
  }, [loggedIn, navigate]);

  if (loggedIn) {
    return (
      <section className="mx-auto max-w-md py-10">
        <h1 className="mb-4 font-serif text-3xl font-bold">Ai intrat în cont</h1>
        <a href={loggedIn.next} className="font-semibold text-brand-800 underline">
          Continuă
        </a>
      </section>
    );
  }
  if (actionData?.kind === "registered") {
    return (
      <section className="mx-auto max-w-md py-10">
        <h1 className="mb-4 font-serif text-3xl font-bold">Verifică-ți e-mailul</h1>
        <p>
          Ți-am trimis un e-mail la <strong>{actionData.email}</strong>. Deschide linkul din el ca
          să îți confirmi adresa; apoi poți intra în cont.
        </p>
      </section>
    );
  }
  const registering =
    actionData?.kind === "register" || (loaderData.register && actionData?.kind !== "login");
  return (
    <section className="mx-auto max-w-md py-10">
      <h1 className="mb-6 font-serif text-3xl font-bold">
        {registering ? "Creează un cont" : "Intră în cont"}
      </h1>
      {typeof loaderData.confirmation === "string" ? (
        <p role="status" className="mb-4 rounded border border-green-700 bg-green-50 p-3">
          Intră în cont cu parola aleasă la înregistrare ca să îți confirmi adresa de e-mail;
          comenzile făcute cu această adresă vor apărea apoi în contul tău.
        </p>
      ) : loaderData.confirmation === false ? (
        <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3">
          Linkul de confirmare nu mai este valabil. Intră în cont: de acolo îți putem trimite unul
          nou.
        </p>
      ) : null}
      {actionData?.kind === "refused" ? (
        <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3">
          {actionData.message}
        </p>
      ) : null}
      {registering ? (
        <RegisterForm
          values={actionData?.kind === "register" ? actionData.values : {}}
          errors={actionData?.kind === "register" ? actionData.errors : {}}
        />
      ) : (
        <LoginForm
          values={{ email: actionData?.kind === "login" ? actionData.email : "" }}
          error={actionData?.kind === "login" ? actionData.error : null}
          back={loaderData.back}
          confirmation={
            typeof loaderData.confirmation === "string" ? loaderData.confirmation : undefined
          }
        />
      )}
    </section>
  );
}

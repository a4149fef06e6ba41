// /account/personal: name, phone and newsletter; the e-mail (confirmed by a link); the password;
// the address book's link, "download my data" and "delete my account".

import { useEffect } from "react";
import { data, Form, redirect } from "react-router";
import { FormErrorSummary, TextField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { deleteCustomerAccount } from "~/features/account/account-deletion.server";
import { requireCustomer, sameOrigin } from "~/features/account/account-request.server";
import { listAddresses } from "~/features/account/address-book.server";
import {
  DeleteAccountForm,
  EmailChangeForm,
  MyDataSection,
} from "~/features/account/components/account-data-forms";
import { PasswordField } from "~/features/account/components/login-forms";
import { requestEmailChange } from "~/features/account/email-change.server";
import { readLogin, storeLogin } from "~/features/account/login-state";
import { changePassword } from "~/features/account/password-change.server";
import { readProfile, updateProfile } from "~/features/account/profile.server";
import {
  clearSessionCookie,
  sessionCookie,
  sessionToken,
} from "~/features/account/sessions.server";
import { privatePageMeta } from "~/features/seo/meta";
import { secureCookies } from "~/lib/cookies.server";
import { FOREIGN_FORM_MESSAGE, NO_STORE, notFound } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/account-personal";

const PASSWORD_CHANGED = "parola";
const PASSWORD_DONE = "Parola a fost schimbată. Celelalte sesiuni au fost închise.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const [profile, addresses] = await Promise.all([
    readProfile(context.db, customer.customerId),
    listAddresses(context.db, customer.customerId),
  ]);
  if (!profile) throw notFound();
  const passwordChanged = new URL(request.url).searchParams.get("gata") === PASSWORD_CHANGED;
  // After a change posted without the page's script, the browser's stored login still holds the
  // ended token: the page hands it the new one, which the redirect set as the cookie.
  const token = passwordChanged ? sessionToken(request) : null;
  const renewed = token ? { token, email: profile.email, firstName: profile.firstName } : null;
  return data(
    { profile, addressCount: addresses.length, passwordChanged, renewed },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context);
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return data(
      {
        intent: "refused" as const,
        errors: { form: FOREIGN_FORM_MESSAGE },
      },
      { status: 403, headers: NO_STORE },
    );
  }
  const text = (name: string) => String(form.get(name) ?? "");
  const now = new Date();
  if (form.get("intent") === "delete") {
    const result = await deleteCustomerAccount(context.db, customer.customerId, {
      password: text("password"),
      confirmed: form.get("confirm") === "da",
      now,
    });
    if (!result.ok) {
      return data(
        { intent: "delete" as const, errors: result.errors },
        { status: 400, headers: NO_STORE },
      );
    }
    // The page it leads to makes the browser forget the login it kept (clearLogin).
    return redirect("/account/cont-sters", {
      status: 303,
      headers: {
        ...NO_STORE,
        "Set-Cookie": clearSessionCookie({ secure: secureCookies(context) }),
      },
    });
  }
  if (form.get("intent") === "email") {
    const result = await requestEmailChange(
      context.db,
      customer.customerId,
      { newEmail: text("newEmail"), password: text("emailPassword") },
      { now, store: context.store },
    );
    return result.ok
      ? data({ intent: "email" as const, sentTo: result.email, errors: {} }, { headers: NO_STORE })
      : // The address typed comes back, so a page without JavaScript keeps it.
        data(
          { intent: "email" as const, errors: result.errors, newEmail: text("newEmail") },
          { status: 400, headers: NO_STORE },
        );
  }
  if (form.get("intent") === "password") {
    const result = await changePassword(
      context.db,
      {
        customerId: customer.customerId,
        currentPassword: text("currentPassword"),
        newPassword: text("newPassword"),
        renewSession: { userAgent: request.headers.get("User-Agent") },
      },
      now,
    );
    if (!result.ok) {
      return data(
        { intent: "password" as const, errors: result.errors },
        { status: 400, headers: NO_STORE },
      );
    }
    const headers = new Headers(NO_STORE);
    if (result.session) {
      headers.set(
        "Set-Cookie",
        sessionCookie(result.session.token, {
          secure: secureCookies(context),
          expiresAt: result.session.expiresAt,
        }),
      );
    }
    // Posted without JavaScript, the page's loaders run on this request, whose cookie the change
    // has just ended (they would send the customer to the login): the new cookie goes with a
    // redirect, and the next request carries it.
    if (form.get("scripted") !== "da") {
      headers.set("Location", `/account/personal?gata=${PASSWORD_CHANGED}`);
      return new Response(null, { status: 303, headers });
    }
    return data(
      {
        intent: "password" as const,
        done: PASSWORD_DONE,
        // This browser's stored login takes the new session's token (the old one has ended).
        login: result.session
          ? { token: result.session.token, email: customer.email, firstName: customer.firstName }
          : null,
        errors: {},
      },
      { headers },
    );
  }
  const values = {
    firstName: text("firstName"),
    lastName: text("lastName"),
    phone: text("phone"),
    newsletter: form.get("newsletter") === "da",
  };
  const result = await updateProfile(context.db, customer.customerId, values, now);
  return result.ok
    ? data(
        {
          intent: "profile" as const,
          done: "Datele au fost salvate.",
          errors: {},
          firstName: values.firstName,
        },
        { headers: NO_STORE },
      )
    : // What was typed comes back, so a page without JavaScript loses none of it.
      data(
        { intent: "profile" as const, errors: result.errors, values },
        { status: 400, headers: NO_STORE },
      );
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Date personale");
}

export default function AccountPersonal({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, addressCount, passwordChanged } = loaderData;
  const hydrated = useHydrated();
  const profileErrors: Partial<Record<string, string>> =
    actionData?.intent === "profile" ? actionData.errors : {};
  const passwordErrors: Partial<Record<string, string>> =
    actionData?.intent === "password" ? actionData.errors : {};
  const deleteErrors: Partial<Record<string, string>> =
    actionData?.intent === "delete" ? actionData.errors : {};
  const emailErrors: Partial<Record<string, string>> =
    actionData?.intent === "email" ? actionData.errors : {};
  const sentTo = actionData && "sentTo" in actionData ? actionData.sentTo : null;
  const done =
    actionData && "done" in actionData ? actionData.done : passwordChanged ? PASSWORD_DONE : null;
  const typedEmail = actionData && "newEmail" in actionData ? actionData.newEmail : "";
  const typed =
    actionData?.intent === "profile" && "values" in actionData ? actionData.values : profile;
  const renewedLogin =
    actionData && "login" in actionData ? actionData.login : (loaderData.renewed ?? null);
  useEffect(() => {
    if (renewedLogin) storeLogin(renewedLogin);
  }, [renewedLogin]);
  // The header greets by the first name the browser keeps: a saved new one replaces it.
  const savedFirstName = actionData && "firstName" in actionData ? actionData.firstName : null;
  useEffect(() => {
    const login = readLogin();
    if (savedFirstName && login && login.firstName !== savedFirstName) {
      storeLogin({ ...login, firstName: savedFirstName });
    }
  }, [savedFirstName]);
  return (
    <section className="flex max-w-xl flex-col gap-10">
      <h1 className="font-serif text-3xl font-bold">Date personale</h1>
      {done ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
          {done}
        </p>
      ) : null}
      {actionData?.intent === "refused" ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3">
          {actionData.errors.form}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        aria-labelledby="profile-title"
      >
        <h2 id="profile-title" className="text-xl font-bold">
          Datele tale
        </h2>
        <input type="hidden" name="intent" value="profile" />
        <FormErrorSummary errors={profileErrors} />
        <p className="text-sm">E-mail: {profile.email}</p>
        <TextField
          name="firstName"
          label="Prenume"
          value={typed.firstName}
          error={profileErrors.firstName}
          autoComplete="given-name"
        />
        <TextField
          name="lastName"
          label="Nume"
          value={typed.lastName}
          error={profileErrors.lastName}
          autoComplete="family-name"
        />
        <TextField
          name="phone"
          type="tel"
          label="Telefon (opțional)"
          value={typed.phone}
          error={profileErrors.phone}
          autoComplete="tel"
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="newsletter"
            value="da"
            defaultChecked={typed.newsletter}
            className="mt-1"
          />
          <span>Vreau să primesc newsletterul cu noutăți și oferte.</span>
        </label>
        <button
          type="submit"
          className="self-start rounded bg-brand-700 px-6 py-2 font-semibold text-white"
        >
          Salvează
        </button>
      </Form>
      <EmailChangeForm
        key={sentTo ?? "email"}
        email={profile.email}
        errors={emailErrors}
        sentTo={sentTo}
        typed={typedEmail}
      />
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        aria-labelledby="password-title"
      >
        <h2 id="password-title" className="text-xl font-bold">
          Schimbă parola
        </h2>
        <input type="hidden" name="intent" value="password" />
        {/* Sent only by the page's script: the action then answers with data, not a redirect. */}
        {hydrated ? <input type="hidden" name="scripted" value="da" /> : null}
        <PasswordField
          name="currentPassword"
          label="Parola actuală"
          autoComplete="current-password"
          error={passwordErrors.currentPassword}
        />
        <PasswordField
          name="newPassword"
          label="Parola nouă"
          autoComplete="new-password"
          error={passwordErrors.newPassword ?? passwordErrors.password}
          hint="Cel puțin 10 caractere."
        />
        <button
          type="submit"
          className="self-start rounded bg-brand-700 px-6 py-2 font-semibold text-white"
        >
          Schimbă parola
        </button>
      </Form>
      <MyDataSection addressCount={addressCount} />
      <DeleteAccountForm errors={deleteErrors} />
    </section>
  );
}

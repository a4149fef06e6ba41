// /account/personal: name, phone and newsletter; the password.
import { data, Form } from "react-router";
import { FormErrorSummary, TextField } from "~/components/ui/form-field";
import { requireCustomer, sameOrigin } from "~/features/account/account-request.server";
import { PasswordField } from "~/features/account/components/login-forms";
import { changePassword } from "~/features/account/identity.server";
import { readProfile, updateProfile } from "~/features/account/profile.server";
import { NO_STORE, notFound } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/account-personal";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const profile = await readProfile(context.db, customer.customerId);
  if (!profile) throw notFound();
  return data({ profile }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context);
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return data(
      {
        intent: "refused" as const,
        errors: { form: "Formularul nu a venit de pe pagina magazinului." },
      },
      { status: 403, headers: NO_STORE },
    );
  }
  const text = (name: string) => String(form.get(name) ?? "");
  const now = new Date();
  if (form.get("intent") === "password") {
    const result = await changePassword(
      context.db,
      {
        customerId: customer.customerId,
        currentPassword: text("currentPassword"),
        newPassword: text("newPassword"),
        keepTokenHash: customer.tokenHash,
      },
      now,
    );
    return result.ok
      ? data(
          {
            intent: "password" as const,
            done: "Parola a fost schimbată. Celelalte sesiuni au fost închise.",
            errors: {},
          },
          { headers: NO_STORE },
        )
      : data(
          { intent: "password" as const, errors: result.errors },
          { status: 400, headers: NO_STORE },
        );
  }
  const result = await updateProfile(
    context.db,
    customer.customerId,
    {
      firstName: text("firstName"),
      lastName: text("lastName"),
      phone: text("phone"),
      newsletter: form.get("newsletter") === "da",
    },
    now,
  );
  return result.ok
    ? data(
        { intent: "profile" as const, done: "Datele au fost salvate.", errors: {} },
        { headers: NO_STORE },
      )
    : data(
        { intent: "profile" as const, errors: result.errors },
        { status: 400, headers: NO_STORE },
      );
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return [{ title: "Date personale" }, { name: "robots", content: "noindex" }];
}

export default function AccountPersonal({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const profileErrors: Partial<Record<string, string>> =
    actionData?.intent === "profile" ? actionData.errors : {};
  const passwordErrors: Partial<Record<string, string>> =
    actionData?.intent === "password" ? actionData.errors : {};
  const done = actionData && "done" in actionData ? actionData.done : null;
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
          value={profile.firstName}
          error={profileErrors.firstName}
          autoComplete="given-name"
        />
        <TextField
          name="lastName"
          label="Nume"
          value={profile.lastName}
          error={profileErrors.lastName}
          autoComplete="family-name"
        />
        <TextField
          name="phone"
          type="tel"
          label="Telefon (opțional)"
          value={profile.phone}
          error={profileErrors.phone}
          autoComplete="tel"
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="newsletter"
            value="da"
            defaultChecked={profile.newsletter}
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
    </section>
  );
}

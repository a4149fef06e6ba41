// The login and registration forms: plain forms that work without JavaScript.
import { Form } from "react-router";
import { FormErrorSummary, fieldId, TextField } from "~/components/ui/form-field";
import { HELP_PATH } from "~/lib/paths";

export function LoginForm({
  values,
  error,
  back,
  confirmation,
}: {
  values: { email?: string };
  error: string | null;
  back: string;
  /** The confirmation link's token: logging in confirms the address it was sent to. */
  confirmation?: string;
}) {
  return (
    <Form method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="inapoi" value={back} />
      {confirmation ? <input type="hidden" name="confirmare" value={confirmation} /> : null}
      {error ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      <TextField
        name="email"
        type="email"
        label="E-mail"
        value={values.email}
        autoComplete="username"
        required
      />
      <PasswordField name="password" label="Parola" autoComplete="current-password" />
      <button
        type="submit"
        className="rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Intră în cont
      </button>
      <p className="text-sm">
        <a href="/resetare-parola" className="underline">
          Ai uitat parola?
        </a>
      </p>
      <p className="text-sm">
        <a href="/login?register=1" className="font-semibold text-brand-800 underline">
          Nu ai cont? Creează unul aici.
        </a>
      </p>
    </Form>
  );
}

export function RegisterForm({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <Form method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="register" />
      <FormErrorSummary errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label="Prenume"
          value={values.firstName}
          error={errors.firstName}
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          label="Nume"
          value={values.lastName}
          error={errors.lastName}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        name="email"
        type="email"
        label="E-mail"
        value={values.email}
        error={errors.email}
        autoComplete="email"
        required
      />
      <PasswordField
        name="password"
        label="Parola"
        autoComplete="new-password"
        error={errors.password}
        hint="Cel puțin 10 caractere; o frază pe care o ții minte e mai sigură decât un cuvânt complicat."
      />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="newsletter"
          value="da"
          defaultChecked={values.newsletter === "da"}
          className="mt-1"
        />
        <span>Vreau să primesc newsletterul cu noutăți și oferte.</span>
      </label>
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId("acceptTerms")} className="flex items-start gap-2 text-sm">
          <input
            id={fieldId("acceptTerms")}
            type="checkbox"
            name="acceptTerms"
            value="da"
            defaultChecked={values.acceptTerms === "da"}
            className="mt-1"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? "f-acceptTerms-error" : undefined}
          />
          <span>
            Am citit și accept{" "}
            <a href={HELP_PATH} className="font-semibold text-brand-800 underline">
              termenii și condițiile
            </a>{" "}
            magazinului.
          </span>
        </label>
        {errors.acceptTerms ? (
          <p id="f-acceptTerms-error" className="text-sm text-red-800">
            {errors.acceptTerms}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Creează contul
      </button>
      <p className="text-sm">
        Ai deja cont?{" "}
        <a href="/login" className="font-semibold text-brand-800 underline">
          Intră în cont
        </a>
      </p>
    </Form>
  );
}

/** A password input: never refilled from what was sent (the page does not keep passwords). */
export function PasswordField({
  name,
  label,
  autoComplete,
  error,
  hint,
}: {
  name: string;
  label: string;
  autoComplete: string;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <TextField
      name={name}
      type="password"
      label={label}
      autoComplete={autoComplete}
      required
      {...(error ? { error } : {})}
      {...(hint ? { hint } : {})}
    />
  );
}

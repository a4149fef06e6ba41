// Parts of /account/personal: changing the e-mail (password, then a link to the new address),
// the address book's link, "download my data" and "delete my account" (password and a
// confirmation; the action clears the session and leads away).
import { Form } from "react-router";
import { TextField } from "~/components/ui/form-field";
import { PasswordField } from "./login-forms";

export function EmailChangeForm({
  email,
  errors,
  sentTo,
  typed = "",
}: {
  email: string;
  errors: Partial<Record<string, string>>;
  /** The address a link was just sent to. */
  sentTo: string | null;
  /** The new address typed, when the server refused the form. */
  typed?: string;
}) {
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="email-change-title"
    >
      <h2 id="email-change-title" className="text-xl font-bold">
        Schimbă adresa de e-mail
      </h2>
      <input type="hidden" name="intent" value="email" />
      {sentTo ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
          Ți-am trimis un link la {sentTo}. Adresa contului se schimbă după ce îl deschizi (e
          valabil 24 de ore); până atunci rămâne {email}.
        </p>
      ) : null}
      <TextField
        name="newEmail"
        type="email"
        label="Noua adresă de e-mail"
        value={typed}
        error={errors.newEmail}
        autoComplete="email"
      />
      <PasswordField
        name="emailPassword"
        label="Parola contului (pentru schimbarea e-mailului)"
        autoComplete="current-password"
        error={errors.emailPassword}
      />
      <button
        type="submit"
        className="self-start rounded bg-brand-700 px-6 py-2 font-semibold text-white"
      >
        Trimite linkul de confirmare
      </button>
    </Form>
  );
}

export function MyDataSection({ addressCount }: { addressCount: number }) {
  return (
    <section aria-labelledby="my-data-title" className="flex flex-col gap-4">
      <h2 id="my-data-title" className="text-xl font-bold">
        Adrese și datele tale
      </h2>
      <p>
        <a href="/account/addresses" className="font-semibold text-brand-700 underline">
          Adresele mele
        </a>{" "}
        <span className="text-sm">
          ({addressCount === 0 ? "nicio adresă salvată" : `${addressCount} salvate`}): le alegi la
          comandă.
        </span>
      </p>
      <p className="flex flex-col gap-1">
        <a
          href="/account/personal/export"
          download="coperta-datele-mele.json"
          className="self-start rounded border border-stone-400 px-4 py-2 font-semibold hover:bg-stone-100"
        >
          Descarcă datele mele
        </a>
        <span className="text-sm text-stone-700">
          Un fișier JSON cu profilul, consimțămintele, adresele, comenzile, favoritele, creditul și
          punctele de bonus, voucherele, sesiunile.
        </span>
      </p>
    </section>
  );
}

export function DeleteAccountForm({ errors }: { errors: Partial<Record<string, string>> }) {
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-4 rounded border border-red-700 p-4"
      aria-labelledby="delete-title"
    >
      <h2 id="delete-title" className="text-xl font-bold">
        Șterge contul
      </h2>
      <input type="hidden" name="intent" value="delete" />
      {errors.form ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm">
          {errors.form}
        </p>
      ) : null}
      <p className="text-sm">
        Ștergem adresele, favoritele, creditul și punctele de bonus (se pierd) și închidem toate
        sesiunile. Comenzile rămân în evidența contabilă 10 ani, cum cere legea, dar fără e-mail și
        telefon și fără legătură cu vreun cont. Cu aceeași adresă de e-mail îți poți face oricând un
        cont nou.
      </p>
      <PasswordField
        name="password"
        label="Parola contului"
        autoComplete="current-password"
        error={errors.password}
      />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="confirm"
            value="da"
            className="mt-1"
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? "f-confirm-error" : undefined}
          />
          <span>Înțeleg că ștergerea contului nu poate fi anulată.</span>
        </label>
        {errors.confirm ? (
          <p id="f-confirm-error" className="text-sm text-red-800">
            {errors.confirm}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="self-start rounded bg-red-800 px-6 py-2 font-semibold text-white"
      >
        Șterge contul definitiv
      </button>
    </Form>
  );
}

// /account/addresses: the saved addresses (make one the default, change, delete) and the form
// that adds or changes one. Plain forms: everything works without JavaScript.
import { useState } from "react";
import { Form } from "react-router";
import { FormErrorSummary, TextField } from "~/components/ui/form-field";
import { RomanianAddressFields } from "../../checkout/components/romanian-address-fields";

export interface AddressBookEntry {
  id: number;
  label: string;
  /** The address as lines of text (checkout's deliveryLines). */
  lines: string[];
  isDefault: boolean;
}

const buttonClass = "rounded border border-stone-400 px-3 py-1 text-sm hover:bg-stone-100";

export function AddressList({ addresses }: { addresses: AddressBookEntry[] }) {
  if (addresses.length === 0) {
    return <p>Nu ai nicio adresă salvată. Adaugă una mai jos și o vei găsi la comandă.</p>;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Adresele salvate">
      {addresses.map((address) => (
        <li key={address.id} className="rounded border border-stone-300 p-4">
          <p className="font-semibold">
            {address.label}
            {address.isDefault ? (
              <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                Adresa implicită
              </span>
            ) : null}
          </p>
          {address.lines.map((line) => (
            <p key={line} className="text-sm">
              {line}
            </p>
          ))}
          <div className="mt-3 flex flex-wrap gap-2">
            {address.isDefault ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="default" />
                <input type="hidden" name="id" value={address.id} />
                <button
                  type="submit"
                  className={buttonClass}
                  // Starts with the visible text, so speech users can say what they see.
                  aria-label={`Fă-o implicită: ${address.label}`}
                >
                  Fă-o implicită
                </button>
              </Form>
            )}
            <a
              href={`/account/addresses?editeaza=${address.id}#adresa`}
              className={buttonClass}
              aria-label={`Modifică adresa ${address.label}`}
            >
              Modifică
            </a>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={address.id} />
              <button
                type="submit"
                className={buttonClass}
                aria-label={`Șterge adresa ${address.label}`}
              >
                Șterge
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function AddressForm({
  values,
  errors,
  editingId,
}: {
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  /** Set when the form changes an address rather than adding one. */
  editingId: number | null;
}) {
  const [county, setCounty] = useState(values.county ?? "");
  const title = editingId === null ? "Adaugă o adresă" : "Modifică adresa";
  return (
    <Form
      method="post"
      noValidate
      id="adresa"
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby="address-form-title"
    >
      <h2 id="address-form-title" className="text-xl font-bold sm:col-span-2">
        {title}
      </h2>
      <input type="hidden" name="intent" value={editingId === null ? "add" : "update"} />
      {editingId === null ? null : <input type="hidden" name="id" value={editingId} />}
      <div className="sm:col-span-2">
        <FormErrorSummary errors={errors} />
      </div>
      <div className="sm:col-span-2">
        <TextField
          name="label"
          label="Numele adresei (opțional)"
          value={values.label}
          error={errors.label}
          hint="De exemplu Acasă sau Birou."
        />
      </div>
      <RomanianAddressFields
        values={values}
        errors={errors}
        county={county}
        onCountyChange={setCounty}
      />
      {editingId === null ? (
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            name="isDefault"
            value="da"
            defaultChecked={values.isDefault === "da"}
            className="mt-1"
          />
          <span>Folosește-o ca adresă implicită la comandă.</span>
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" className="rounded bg-brand-700 px-6 py-2 font-semibold text-white">
          {editingId === null ? "Adaugă adresa" : "Salvează adresa"}
        </button>
        {editingId === null ? null : (
          <a href="/account/addresses" className="underline">
            Renunță
          </a>
        )}
      </div>
    </Form>
  );
}

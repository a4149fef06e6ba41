// /account/addresses: the address book that checkout offers (add, change, delete, the default).

import { data, redirect } from "react-router";
import { requireCustomer, sameOrigin } from "~/features/account/account-request.server";
import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_BOOK_MESSAGES,
  type AddressResult,
  addAddress,
  addressFormValues,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from "~/features/account/address-book.server";
import { AddressForm, AddressList } from "~/features/account/components/address-book";
import { deliveryLines } from "~/features/checkout/describe";
import { privatePageMeta } from "~/features/seo/meta";
import { FOREIGN_FORM_MESSAGE, NO_STORE } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/account-addresses";

/** What a change redirects with (?gata=…), so a reload never posts it again. */
const DONE_MESSAGES: Record<string, string> = {
  adaugata: "Adresa a fost adăugată.",
  salvata: "Adresa a fost salvată.",
  stearsa: "Adresa a fost ștearsă.",
  implicita: "Adresa implicită a fost schimbată.",
};

/** The message for `?gata=`, only from the list's own keys (not `__proto__` or `toString`). */
const doneMessage = (code: string | null): string | null =>
  code !== null && Object.hasOwn(DONE_MESSAGES, code) ? (DONE_MESSAGES[code] ?? null) : null;

const NO_VALUES: Record<string, string> = {};

const idOf = (value: unknown) =>
  typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const saved = await listAddresses(context.db, customer.customerId);
  const url = new URL(request.url);
  const editing = saved.find((address) => address.id === idOf(url.searchParams.get("editeaza")));
  return data(
    {
      addresses: saved.map((address) => ({
        id: address.id,
        label: address.label,
        lines: deliveryLines(address.delivery, null),
        isDefault: address.isDefault,
      })),
      editing: editing
        ? {
            id: editing.id,
            values: { label: editing.label, ...addressFormValues(editing.delivery) },
          }
        : null,
      done: doneMessage(url.searchParams.get("gata")),
      limit: ADDRESS_BOOK_LIMIT,
      full: saved.length >= ADDRESS_BOOK_LIMIT,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context);
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return data(
      { errors: { form: FOREIGN_FORM_MESSAGE }, values: NO_VALUES },
      { status: 403, headers: NO_STORE },
    );
  }
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const db = context.db;
  const id = idOf(fields.id);
  const done = (code: keyof typeof DONE_MESSAGES) =>
    redirect(`/account/addresses?gata=${code}`, { status: 303, headers: NO_STORE });
  let result: AddressResult;
  switch (fields.intent) {
    case "add":
      result = await addAddress(db, customer.customerId, fields, {
        makeDefault: fields.isDefault === "da",
      });
      if (result.ok) return done("adaugata");
      break;
    case "update":
      result =
        id === null
          ? { ok: false, errors: { form: ADDRESS_BOOK_MESSAGES.notFound } }
          : await updateAddress(db, customer.customerId, id, fields);
      if (result.ok) return done("salvata");
      break;
    // Another customer's address (or one deleted meanwhile) is not this account's: said so.
    case "delete":
      if (id !== null && (await deleteAddress(db, customer.customerId, id))) return done("stearsa");
      return notInAccount();
    case "default":
      if (id !== null && (await setDefaultAddress(db, customer.customerId, id)))
        return done("implicita");
      return notInAccount();
    default:
      return data({ errors: {}, values: NO_VALUES }, { status: 400, headers: NO_STORE });
  }
  return data({ errors: result.errors, values: fields }, { status: 400, headers: NO_STORE });
}

function notInAccount() {
  return data(
    { errors: { form: ADDRESS_BOOK_MESSAGES.notFound }, values: NO_VALUES },
    { status: 404, headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Adresele mele");
}

export default function AccountAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, editing, done, limit, full } = loaderData;
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const submitted = actionData?.values;
  const editingId = editing?.id ?? (submitted?.intent === "update" ? idOf(submitted.id) : null);
  return (
    <section className="flex max-w-xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-bold">Adresele mele</h1>
        <p className="text-sm">
          La comandă alegi una dintre ele; adresa implicită este completată de la început. Poți
          păstra cel mult {limit} adrese.{" "}
          <a href="/account/personal" className="underline">
            Înapoi la datele personale
          </a>
        </p>
      </div>
      {done ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3">
          {done}
        </p>
      ) : null}
      <AddressList addresses={addresses} />
      {full && editingId === null ? (
        <p role="status" className="rounded border border-amber-400 bg-amber-50 p-3 text-sm">
          Ai {limit} adrese salvate: șterge una ca să adaugi alta.
        </p>
      ) : (
        <AddressForm
          // Drawn anew after each change, so a saved address leaves an empty form.
          key={`${editingId ?? "new"}-${actionData ? "submitted" : addresses.map((a) => `${a.id}${a.label}`).join()}`}
          values={submitted ?? editing?.values ?? NO_VALUES}
          errors={errors}
          editingId={editingId}
        />
      )}
    </section>
  );
}

// The customer's address book: delivery addresses in Romania that checkout offers and prefills.
// An address is accepted by exactly the rules of checkout's step 1 (the address part of
// parseDetailsForm), so a saved address can never be refused later at checkout.
import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database, Tx } from "../../../db/client.server";
import { customerAddresses, customers } from "../../../db/schema-accounts";
import type { AddressInRomania, FieldErrors } from "../checkout/details";
import { parseDetailsForm } from "../checkout/details-form";
import { squeezeSpaces, toCommaBelow } from "../checkout/identity-rules";

/** The spec's cap: enough for home, work, parents and a few more; the select stays short. */
export const ADDRESS_BOOK_LIMIT = 10;
export const ADDRESS_LABEL_MAX = 60;

export const ADDRESS_BOOK_MESSAGES = {
  limit: `Poți păstra cel mult ${ADDRESS_BOOK_LIMIT} adrese: șterge una ca să adaugi alta.`,
  labelTooLong: `Numele adresei are cel mult ${ADDRESS_LABEL_MAX} de caractere.`,
  notFound: "Adresa nu mai există în cont.",
} as const;

export type AddressDelivery = { kind: "address" } & AddressInRomania;

export interface SavedAddress {
  id: number;
  label: string;
  delivery: AddressDelivery;
  isDefault: boolean;
}

/** The form's address fields, as checkout's step 1 names them. */
export const ADDRESS_FIELDS = ["county", "sector", "locality", "street", "postalCode"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number] | "label";

export type AddressResult =
  | { ok: true; id: number }
  | { ok: false; errors: Partial<Record<AddressField | "form", string>> };

/** What is stored is re-checked when read: a row of another shape is left out, never shown. */
const storedDelivery = z.object({
  kind: z.literal("address"),
  county: z.string(),
  sector: z.number().int().nullable(),
  locality: z.string(),
  street: z.string(),
  postalCode: z.string(),
});

/** Checkout's placeholders for the fields an address-only form does not have. */
const CONTACT_PLACEHOLDER = {
  email: "adresa@example.ro",
  phone: "0721000000",
  firstName: "Adresă",
  lastName: "Salvată",
  invoiceKind: "person",
};

/**
 * The address fields of a form (county, sector, locality, street, postalCode) → the delivery
 * checkout would accept, or its messages for those fields.
 */
export function parseAddressFields(
  input: Record<string, unknown>,
): { ok: true; delivery: AddressDelivery } | { ok: false; errors: FieldErrors } {
  const fields: Record<string, unknown> = { ...CONTACT_PLACEHOLDER, deliveryKind: "address" };
  for (const name of ADDRESS_FIELDS) fields[name] = input[name];
  const parsed = parseDetailsForm(fields);
  if (parsed.ok && parsed.details.delivery.kind === "address") {
    return { ok: true, delivery: parsed.details.delivery };
  }
  const errors: FieldErrors = {};
  if (!parsed.ok) for (const name of ADDRESS_FIELDS) errors[name] = parsed.errors[name];
  return { ok: false, errors };
}

function parseLabel(value: unknown, delivery: AddressDelivery | null): string | null {
  const text = toCommaBelow(squeezeSpaces(typeof value === "string" ? value : "")).replace(
    /\p{Cc}/gu,
    "",
  );
  if (text.length > ADDRESS_LABEL_MAX) return null;
  if (text) return text;
  // No name given: the address names itself ("Cluj-Napoca, Str. Memorandumului 28").
  return delivery ? `${delivery.locality}, ${delivery.street}`.slice(0, ADDRESS_LABEL_MAX) : "";
}

function validate(
  input: Record<string, unknown>,
):
  | { ok: true; label: string; delivery: AddressDelivery }
  | { ok: false; errors: Partial<Record<AddressField, string>> } {
  const address = parseAddressFields(input);
  const label = parseLabel(input.label, address.ok ? address.delivery : null);
  const errors: Partial<Record<AddressField, string>> = address.ok ? {} : { ...address.errors };
  if (label === null) errors.label = ADDRESS_BOOK_MESSAGES.labelTooLong;
  if (!address.ok || label === null) return { ok: false, errors };
  return { ok: true, label, delivery: address.delivery };
}

function sameAddress(a: AddressDelivery, b: AddressDelivery): boolean {
  const fold = (text: string) => text.toLocaleLowerCase("ro");
  return (
    a.county === b.county &&
    a.sector === b.sector &&
    a.postalCode === b.postalCode &&
    fold(a.locality) === fold(b.locality) &&
    fold(a.street) === fold(b.street)
  );
}

/** The customer's addresses, the default one first, then in the order they were added. */
export async function listAddresses(
  db: Database | Tx,
  customerId: number,
): Promise<SavedAddress[]> {
  const rows = await db
    .select({
      id: customerAddresses.id,
      label: customerAddresses.label,
      delivery: customerAddresses.delivery,
      isDefault: customerAddresses.isDefault,
    })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
  const out: SavedAddress[] = [];
  for (const row of rows) {
    const delivery = storedDelivery.safeParse(row.delivery);
    if (delivery.success) out.push({ ...row, delivery: delivery.data });
  }
  return out;
}

/** The default address (the first when none is marked), or null for an empty book. */
export async function defaultAddress(
  db: Database,
  customerId: number,
): Promise<SavedAddress | null> {
  return (await listAddresses(db, customerId))[0] ?? null;
}

/**
 * Serialises the book's changes per customer (the limit and the one default hold under
 * concurrent posts); false when the account is gone or deleted.
 */
async function lockCustomer(tx: Tx, customerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .for("update");
  return row !== undefined;
}

async function clearDefault(tx: Tx, customerId: number): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)),
    );
}

async function insertAddress(
  tx: Tx,
  customerId: number,
  label: string,
  delivery: AddressDelivery,
  makeDefault: boolean,
  now: Date,
): Promise<AddressResult> {
  if (!(await lockCustomer(tx, customerId))) {
    return { ok: false, errors: { form: ADDRESS_BOOK_MESSAGES.notFound } };
  }
  const [counted] = await tx
    .select({ n: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  const existing = counted?.n ?? 0;
  if (existing >= ADDRESS_BOOK_LIMIT) {
    return { ok: false, errors: { form: ADDRESS_BOOK_MESSAGES.limit } };
  }
  // The first address is the default: checkout then has one to start from.
  const isDefault = makeDefault || existing === 0;
  if (isDefault) await clearDefault(tx, customerId);
  const [row] = await tx
    .insert(customerAddresses)
    .values({ customerId, label, delivery, isDefault, createdAt: now })
    .returning({ id: customerAddresses.id });
  if (!row) throw new Error("The address was not inserted");
  return { ok: true, id: row.id };
}

/** Adds an address from the form's fields (label, county, sector, locality, street, postalCode). */
export async function addAddress(
  db: Database,
  customerId: number,
  input: Record<string, unknown>,
  { makeDefault = false, now = new Date() }: { makeDefault?: boolean; now?: Date } = {},
): Promise<AddressResult> {
  const valid = validate(input);
  if (!valid.ok) return valid;
  return db.transaction((tx) =>
    insertAddress(tx, customerId, valid.label, valid.delivery, makeDefault, now),
  );
}

/** Changes one of the customer's addresses; another customer's id is "not found". */
export async function updateAddress(
  db: Database,
  customerId: number,
  addressId: number,
  input: Record<string, unknown>,
): Promise<AddressResult> {
  const valid = validate(input);
  if (!valid.ok) return valid;
  const updated = await db
    .update(customerAddresses)
    .set({ label: valid.label, delivery: valid.delivery })
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return updated[0]
    ? { ok: true, id: addressId }
    : { ok: false, errors: { form: ADDRESS_BOOK_MESSAGES.notFound } };
}

/** Removes an address; when it was the default, the oldest one left becomes the default. */
export async function deleteAddress(
  db: Database,
  customerId: number,
  addressId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return false;
    const [deleted] = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(asc(customerAddresses.id))
        .limit(1);
      if (next) {
        await tx
          .update(customerAddresses)
          .set({ isDefault: true })
          .where(eq(customerAddresses.id, next.id));
      }
    }
    return true;
  });
}

/** Makes one of the customer's addresses the default (and no other). */
export async function setDefaultAddress(
  db: Database,
  customerId: number,
  addressId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return false;
    const [found] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(
        and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)),
      );
    if (!found) return false;
    await clearDefault(tx, customerId);
    await tx
      .update(customerAddresses)
      .set({ isDefault: true })
      .where(eq(customerAddresses.id, addressId));
    return true;
  });
}

export type SaveFromCheckoutResult =
  | { saved: true; id: number }
  | { saved: false; reason: "already-saved" | "limit" | "no-account" };

/**
 * "Salvează adresa în cont" at checkout: the address step 1 accepted goes into the book, unless
 * the book holds it already or is full (the order goes on either way).
 */
export async function saveCheckoutAddress(
  db: Database,
  customerId: number,
  delivery: AddressDelivery,
  now = new Date(),
): Promise<SaveFromCheckoutResult> {
  return db.transaction(async (tx): Promise<SaveFromCheckoutResult> => {
    if (!(await lockCustomer(tx, customerId))) return { saved: false, reason: "no-account" };
    const current = await listAddresses(tx, customerId);
    if (current.some((saved) => sameAddress(saved.delivery, delivery))) {
      return { saved: false, reason: "already-saved" };
    }
    const label = parseLabel("", delivery) ?? "";
    const result = await insertAddress(tx, customerId, label, delivery, false, now);
    return result.ok ? { saved: true, id: result.id } : { saved: false, reason: "limit" };
  });
}

/** The form values (checkout's field names) of a saved address. */
export function addressFormValues(delivery: AddressDelivery): Record<string, string> {
  return {
    deliveryKind: "address",
    county: delivery.county,
    sector: delivery.sector === null ? "" : String(delivery.sector),
    locality: delivery.locality,
    street: delivery.street,
    postalCode: delivery.postalCode,
  };
}

/** The saved address the form's address fields hold unchanged, if any. */
export function findSavedAddress(
  fields: Record<string, unknown>,
  saved: readonly SavedAddress[],
): SavedAddress | undefined {
  if (fields.deliveryKind && fields.deliveryKind !== "address") return undefined;
  const typed = parseAddressFields(fields);
  return typed.ok
    ? saved.find((address) => sameAddress(address.delivery, typed.delivery))
    : undefined;
}

/**
 * Step 1 without JavaScript: the "Adresă salvată" select is applied when the address fields are
 * empty, or still hold one of the saved addresses unchanged (the prefilled default, say); an
 * address the shopper typed always wins. Returns the fields to parse.
 */
export function applySavedAddress(
  fields: Record<string, string>,
  saved: readonly SavedAddress[],
): Record<string, string> {
  const chosen = saved.find((address) => String(address.id) === fields.savedAddress);
  if (!chosen || (fields.deliveryKind && fields.deliveryKind !== "address")) return fields;
  const empty = ["county", "locality", "street", "postalCode"].every(
    (name) => !fields[name]?.trim(),
  );
  if (!empty && !findSavedAddress(fields, saved)) return fields;
  return { ...fields, ...addressFormValues(chosen.delivery) };
}

// The customer's own data as the personal page edits it: name and phone (checked with the same
// rules as checkout).
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";
import { parsePersonName, parsePhone } from "../checkout/identity-rules";

export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  newsletter: boolean;
}

export async function readProfile(db: Database, customerId: number): Promise<Profile | null> {
  const [row] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
      newsletter: customers.newsletter,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row ? { ...row, phone: row.phone ?? "" } : null;
}

export type ProfileResult =
  | { ok: true }
  | { ok: false; errors: Partial<Record<"firstName" | "lastName" | "phone", string>> };

export async function updateProfile(
  db: Database,
  customerId: number,
  input: { firstName: string; lastName: string; phone: string; newsletter: boolean },
  now: Date,
): Promise<ProfileResult> {
  const errors: Partial<Record<"firstName" | "lastName" | "phone", string>> = {};
  const firstName = parsePersonName(input.firstName);
  const lastName = parsePersonName(input.lastName);
  if (!firstName) errors.firstName = "Scrie prenumele (litere, spații, cratime; cel mult 60).";
  if (!lastName) errors.lastName = "Scrie numele (litere, spații, cratime; cel mult 60).";
  let phone: string | null = null;
  if (input.phone.trim()) {
    const parsed = parsePhone(input.phone, true);
    if (parsed.ok) phone = parsed.phone;
    else errors.phone = "Numărul de telefon nu pare corect: scrie-l ca 07xx xxx xxx.";
  }
  if (!firstName || !lastName || errors.phone) return { ok: false, errors };
  const [current] = await db
    .select({ newsletter: customers.newsletter })
    .from(customers)
    .where(eq(customers.id, customerId));
  await db
    .update(customers)
    .set({
      firstName,
      lastName,
      phone,
      newsletter: input.newsletter,
      // Consent is recorded with its date when given; withdrawing it clears the date.
      ...(input.newsletter !== current?.newsletter
        ? { newsletterConsentAt: input.newsletter ? now : null }
        : {}),
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
  return { ok: true };
}

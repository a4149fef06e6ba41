// Shared by the tests of registration, e-mail confirmation, login and passwords: a fixed clock,
// fresh clients and addresses (so one test's throttles never reach another), a registration
// form, and readers of the e-mails written to the outbox.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";
import { outboxEmails } from "../../../db/schema-orders";
import { createPublicStore } from "../orders/order-view-factory";
import type { RegisterInput } from "./registration.server";

export const store = createPublicStore({ publicUrl: "https://www.coperta.ro" });
export const t0 = new Date("2026-11-22T10:00:00.000Z");
export const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
export const days = (n: number) => new Date(t0.getTime() + n * 86_400_000);

let clients = 0;
/** A client address of its own for each use, so throttles of one test never reach another. */
export const newClient = () => `198.51.100.${++clients}`;
let addresses = 0;
export const newEmail = (name = "cititor") => `${name}.${++addresses}@example.ro`;

export function registration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    email: newEmail(),
    password: "ceai-verde-și-Rebreanu",
    firstName: "Maria",
    lastName: "Georgescu",
    newsletter: false,
    acceptTerms: true,
    ...overrides,
  };
}

export async function emailsTo(db: Database, recipient: string) {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(asc(outboxEmails.id));
}

/** The token of the last e-mailed link to `recipient` that contains `marker`. */
export async function linkToken(db: Database, recipient: string, marker: string): Promise<string> {
  const emails = await emailsTo(db, recipient);
  const text = emails.at(-1)?.text ?? "";
  const match = new RegExp(`${marker.replace(/[?]/g, "\\?")}([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`No link with ${marker} in: ${text}`);
  return match[1];
}

export async function customerByEmail(db: Database, email: string) {
  return db.select().from(customers).where(eq(customers.email, email));
}

// Test factories for accounts: a customer with a known password, written straight to the table.
import type { Database } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";
import { hashPassword } from "./password.server";

let counter = 0;

export const TEST_PASSWORD = "cărți-bune-și-ceai";

export interface CustomerFactoryOptions extends Partial<typeof customers.$inferInsert> {
  /** Hashed into passwordHash (default TEST_PASSWORD). */
  password?: string;
  /** Sets emailConfirmedAt (default true). */
  confirmed?: boolean;
}

export async function createCustomer(db: Database, options: CustomerFactoryOptions = {}) {
  const n = ++counter;
  const { password = TEST_PASSWORD, confirmed = true, ...overrides } = options;
  const now = new Date();
  const [row] = await db
    .insert(customers)
    .values({
      email: `client${n}-${process.pid}@example.ro`,
      passwordHash: await hashPassword(password),
      firstName: "Ana",
      lastName: `Popescu${n}`,
      termsAcceptedAt: now,
      emailConfirmedAt: confirmed ? now : null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("The customer was not inserted");
  return { ...row, password };
}

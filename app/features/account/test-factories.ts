// Test factories for accounts: a customer with a known password, written straight to the table.
import type { Database } from "../../../db/client.server";
import { createCustomerRow } from "../../../db/factories";
import type { customers } from "../../../db/schema-accounts";
import { hashPassword } from "./password.server";

export const TEST_PASSWORD = "cărți-bune-și-ceai";

export interface CustomerFactoryOptions extends Partial<typeof customers.$inferInsert> {
  /** Hashed into passwordHash (default TEST_PASSWORD). */
  password?: string;
  /** Sets emailConfirmedAt (default true). */
  confirmed?: boolean;
}

export async function createCustomer(db: Database, options: CustomerFactoryOptions = {}) {
  const { password = TEST_PASSWORD, confirmed = true, ...overrides } = options;
  const row = await createCustomerRow(db, {
    passwordHash: await hashPassword(password),
    emailConfirmedAt: confirmed ? new Date() : null,
    ...overrides,
  });
  return { ...row, password };
}

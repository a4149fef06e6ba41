// Finding the live (not deleted) account behind an e-mail as typed, or an id.
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";
import { parseEmail } from "../checkout/identity-rules";

/** Accounts are found by the whole address in lower case (customers.email is stored so). */
export function accountEmail(email: string): string | null {
  return parseEmail(email)?.toLowerCase() ?? null;
}

export async function findLiveCustomer(
  db: Database | Tx,
  where: { email: string } | { id: number },
) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      passwordHash: customers.passwordHash,
      emailConfirmedAt: customers.emailConfirmedAt,
    })
    .from(customers)
    .where(
      and(
        "email" in where ? eq(customers.email, where.email) : eq(customers.id, where.id),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

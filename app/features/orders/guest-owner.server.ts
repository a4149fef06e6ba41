// Whose a guest order is: the live account that has proven the order's address. The orders placed
// with an address before it was confirmed join its account then (attachGuestOrders); those placed
// after join it at once, so the account's list, data export and deletion find every one of them.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Tx } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";

export async function confirmedAccountOf(tx: Tx, email: string): Promise<number | null> {
  const [owner] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        // Accounts store the address in lower case; checkout keeps it as typed.
        eq(customers.email, email.trim().toLowerCase()),
        isNotNull(customers.emailConfirmedAt),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1);
  return owner?.id ?? null;
}

// The card payment attempt a provider's reference names, locked for the rest of the transaction:
// what the provider's notification and the sandbox bank's decision both take first, so that
// neither crosses the other or a newer attempt voiding this one.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { payments } from "../../../db/schema-orders";

export async function lockPayment(tx: Database, provider: string, providerRef: string) {
  const [payment] = await tx
    .select({
      id: payments.id,
      orderId: payments.orderId,
      amount: payments.amount,
      status: payments.status,
    })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
    .limit(1)
    .for("update");
  return payment ?? null;
}

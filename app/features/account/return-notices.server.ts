// Tells the shopper where their return stands, by e-mail through the outbox, in the transaction
// that moves it (once per return and step).
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";
import { orders, returnRequests } from "../../../db/schema-orders";
import type { PublicStore } from "../../lib/store";
import { enqueueEmail } from "../email/outbox.server";
import { readSetting } from "../settings/settings.server";
import { type ReturnEmailStep, returnEmail } from "./emails/return-emails";
import { refundColumns } from "./refund-split.server";
import { REFUND_METHOD_NAMES } from "./returns";

export async function notifyReturn(
  tx: Tx,
  store: PublicStore,
  returnId: number,
  step: ReturnEmailStep,
): Promise<void> {
  const [row] = await tx
    .select({
      id: returnRequests.id,
      number: orders.number,
      ...refundColumns,
      email: customers.email,
      firstName: customers.firstName,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(customers, eq(customers.id, returnRequests.customerId))
    .where(eq(returnRequests.id, returnId));
  if (!row) return;
  const company = step === "approved" ? await readSetting(tx, "shop.company") : null;
  await enqueueEmail(tx, {
    dedupeKey: `return:${returnId}:${step}`,
    to: row.email,
    ...returnEmail(
      step,
      {
        ...row,
        refundLabel: REFUND_METHOD_NAMES[row.refundMethod],
        returnAddress: company?.workingAddress ?? null,
      },
      store,
    ),
  });
}

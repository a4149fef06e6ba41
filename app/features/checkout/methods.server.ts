// Step 2's answer checked against what this checkout is offered (a method for another kind of
// delivery, or cash on delivery where it is refused, is a field error, not a silent fallback).
import type { Database } from "../../../db/client.server";
import type { CheckoutState } from "./checkout.server";
import { type CheckoutMethods, METHODS_MESSAGES, methodsFormSchema } from "./methods";
import { priceSavedCheckout } from "./pricing.server";

export type MethodsResult =
  | { ok: true; methods: CheckoutMethods }
  | {
      ok: false;
      errors: Partial<Record<"delivery" | "payment", string>>;
      values: { delivery?: string; payment?: string };
    };

export async function validateMethods(
  db: Database,
  state: CheckoutState,
  fields: { delivery: unknown; payment: unknown },
  today: string,
  cardPayments: boolean,
  /** The clock and the logged-in account, so the voucher and tier count as at step 3. */
  shopper: { now?: Date; customerId?: number | null } = {},
): Promise<MethodsResult> {
  const values = {
    delivery: typeof fields.delivery === "string" ? fields.delivery : undefined,
    payment: typeof fields.payment === "string" ? fields.payment : undefined,
  };
  const parsed = methodsFormSchema.safeParse(values);
  const errors: Partial<Record<"delivery" | "payment", string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "delivery" || field === "payment") errors[field] = issue.message;
    }
    return { ok: false, errors, values };
  }
  // Priced as step 3 and the order will be: cash on delivery's limit is on the total to pay.
  const pricing = await priceSavedCheckout(db, state, {
    today,
    now: shopper.now ?? new Date(),
    customerId: shopper.customerId ?? null,
    cardPayments,
    methods: parsed.data,
  });
  if (!pricing.delivery) errors.delivery = METHODS_MESSAGES.delivery;
  const payment = pricing.paymentOptions.find((option) => option.code === parsed.data.payment);
  if (payment?.refusal) errors.payment = payment.refusal;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, methods: parsed.data };
}

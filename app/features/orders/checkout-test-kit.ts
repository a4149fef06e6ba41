// Test kit: a checkout filled in up to step 3, as a shopper leaves it before placing the order.
import type { Database } from "../../../db/client.server";
import {
  enterCheckout,
  saveDetails,
  saveMethods,
  saveVoucherCode,
} from "../checkout/checkout.server";
import { hashCheckoutToken } from "../checkout/checkout-token.server";
import type { CheckoutDetails } from "../checkout/details";
import type { PaymentMethodCode } from "../checkout/methods";

/** A private customer in Cluj-Napoca paying at home; `overrides` change what a test needs. */
export function testDetails(overrides: Partial<CheckoutDetails> = {}): CheckoutDetails {
  return {
    email: "ana.pop@example.ro",
    phone: "+40721234567",
    firstName: "Ana",
    lastName: "Pop",
    delivery: {
      kind: "address",
      county: "CJ",
      sector: null,
      locality: "Cluj-Napoca",
      street: "Str. Memorandumului 28",
      postalCode: "400114",
    },
    invoice: { kind: "person" },
    ...overrides,
  };
}

/** Enters checkout with `lines`, fills steps 1 and 2 (and the voucher), and returns the hold. */
export async function readyCheckout(
  db: Database,
  input: {
    lines: { id: number; quantity: number }[];
    /** Refs of gift voucher drafts the cart hands over. */
    giftCards?: string[];
    now: Date;
    today: string;
    details?: Partial<CheckoutDetails>;
    payment?: PaymentMethodCode;
    voucherCode?: string;
  },
) {
  const { now } = input;
  const entered = await enterCheckout(db, {
    token: null,
    lines: input.lines,
    giftCards: input.giftCards,
    now,
    today: input.today,
  });
  const tokenHash = hashCheckoutToken(entered.token);
  await saveDetails(db, tokenHash, testDetails(input.details), now);
  await saveMethods(
    db,
    tokenHash,
    { delivery: "curier", payment: input.payment ?? "ramburs" },
    now,
  );
  if (input.voucherCode) await saveVoucherCode(db, tokenHash, input.voucherCode, now);
  return { ...entered, tokenHash };
}

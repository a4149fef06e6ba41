// Test kit: a checkout filled in up to step 3, as a shopper leaves it before placing the order
// (orders' tests use it too, through orders/checkout-test-kit.ts), and a logged-in shopper's
// loyalty tier, made from rows so checkout's tests import no feature above checkout.
import type { Database } from "../../../db/client.server";
import { createCustomerRow } from "../../../db/factories";
import { ledgerEntries } from "../../../db/schema-accounts";
import {
  type CheckoutState,
  enterCheckout,
  loadCheckout,
  saveDetails,
  saveMethods,
  saveVoucherCode,
} from "./checkout.server";
import { hashCheckoutToken } from "./checkout-token.server";
import type { CheckoutDetails } from "./details";
import type { CheckoutMethods, PaymentMethodCode } from "./methods";

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

/** Sent to Berlin: the international courier's fixed price, never free. */
export const ABROAD: Partial<CheckoutDetails> = {
  delivery: {
    kind: "international",
    country: "DE",
    region: "",
    locality: "Berlin",
    street: "Unter den Linden 1",
    postalCode: "10117",
  },
};

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
    methods?: CheckoutMethods;
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
    input.methods ?? { delivery: "curier", payment: input.payment ?? "ramburs" },
    now,
  );
  if (input.voucherCode) await saveVoucherCode(db, tokenHash, input.voucherCode, now);
  return { ...entered, tokenHash };
}

/** readyCheckout, loaded back as the steps read it. */
export async function savedCheckout(
  db: Database,
  input: Parameters<typeof readyCheckout>[1],
): Promise<CheckoutState> {
  const { tokenHash } = await readyCheckout(db, input);
  const state = await loadCheckout(db, tokenHash);
  if (!state) throw new Error("the checkout was not saved");
  return state;
}

/** An account that earned 2,000 points this year: "Bibliofil", free shipping from 100 lei. */
export async function bibliophile(db: Database, now: Date): Promise<{ id: number; email: string }> {
  const customer = await createCustomerRow(db, { termsAcceptedAt: now, emailConfirmedAt: now });
  await db.insert(ledgerEntries).values({
    customerId: customer.id,
    kind: "bonus",
    amount: 2_000,
    reason: "Comenzi livrate",
    reference: `tier-${customer.id}`,
    createdAt: now,
  });
  return { id: customer.id, email: customer.email };
}

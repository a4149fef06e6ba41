// "Șterge contul": the customer's personal data goes, in one transaction; what the law makes the
// shop keep stays.
//
// Why orders are kept, and what of them: Romanian accounting law (Legea contabilității
// 82/1991, art. 25) keeps invoices and their supporting documents for 10 years, and GDPR
// art. 17(3)(b) lets a legal obligation override erasure. An order is the basis of its invoice,
// so its lines, totals, methods, status history and payments stay, with what the invoice names:
// the invoiced person's name and address (delivery) or the company. The e-mail and phone are
// not on an invoice: they are removed, and the order is unlinked from the account.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import {
  accountTokens,
  customerAddresses,
  customerReviews,
  customerSessions,
  customers,
  ledgerEntries,
  wishlistItems,
} from "../../../db/schema-accounts";
import { newsletterSubscriptions } from "../../../db/schema-content";
import { orders, outboxEmails, returnRequests } from "../../../db/schema-orders";
import { voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { countHit, tooManyRequestsMessage } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { verifyPassword } from "./password.server";

/** The name a deleted account keeps (its row stays: orders of the past refer to its id). */
export const DELETED_ACCOUNT_NAME = "Cont șters";

/** Orders still moving: the courier and the shop still need the contact on them. */
const OPEN_STATUSES = ["placed", "confirmed", "packed", "shipped"] as const;
/** Returns not yet refunded: their credit and points would land in a ledger that is gone. */
const OPEN_RETURN_STATUSES = ["requested", "approved", "received"] as const;

export const DELETE_ACCOUNT_MESSAGES = {
  passwordMissing: "Scrie parola contului, ca să confirmi că ești tu.",
  passwordWrong: "Parola nu este corectă.",
  confirm: "Bifează confirmarea: ștergerea contului nu poate fi anulată.",
  openOrders: (numbers: number[]) =>
    `Ai ${numbers.length === 1 ? "o comandă în curs" : "comenzi în curs"} (nr. ${numbers.join(", ")}): poți șterge contul după ce ${numbers.length === 1 ? "este livrată sau anulată" : "sunt livrate sau anulate"}.`,
  openReturns: (ids: number[]) =>
    `Ai ${ids.length === 1 ? "o cerere de retur în curs" : "cereri de retur în curs"} (nr. ${ids.join(", ")}): poți șterge contul după ce ${ids.length === 1 ? "este încheiată" : "sunt încheiate"}, ca să primești banii înapoi.`,
  gone: "Contul nu mai există.",
} as const;

/** The e-mail a deleted account keeps: unique, never deliverable (`.invalid`, RFC 2606). */
export function deletedAccountEmail(customerId: number): string {
  return `deleted-${customerId}@invalid`;
}

export type DeleteAccountResult =
  | { ok: true }
  | { ok: false; errors: Partial<Record<"password" | "confirm" | "form", string>> };

export interface DeleteAccountInput {
  /** The account's password, typed again. */
  password: string;
  /** The form's "I understand this cannot be undone" checkbox. */
  confirmed?: boolean;
  now: Date;
}

/**
 * Deletes the customer's account: the password must be right (a wrong one counts against
 * loginPerAccount, like the password-change form), no order may still be on its way and no return
 * wait for its refund.
 * Addresses, wishlist, sessions, e-mailed links and the credit and bonus ledger are deleted (the
 * credit is lost); orders are kept for accounting without e-mail, phone or account; the
 * customers row keeps its id with nothing personal, so the e-mail can open a new account.
 */
export async function deleteCustomerAccount(
  db: Database,
  customerId: number,
  { password, confirmed = true, now }: DeleteAccountInput,
): Promise<DeleteAccountResult> {
  const errors: Partial<Record<"password" | "confirm" | "form", string>> = {};
  if (!password) errors.password = DELETE_ACCOUNT_MESSAGES.passwordMissing;
  if (!confirmed) errors.confirm = DELETE_ACCOUNT_MESSAGES.confirm;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const [customer] = await db
    .select({ email: customers.email, passwordHash: customers.passwordHash })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!customer?.passwordHash) return { ok: false, errors: { form: DELETE_ACCOUNT_MESSAGES.gone } };
  const verdict = await countHit(db, THROTTLE_RULES.loginPerAccount, [customer.email], { now });
  if (!verdict.allowed) {
    return {
      ok: false,
      errors: { password: tooManyRequestsMessage(verdict.retryAfterSeconds) },
    };
  }
  if (!(await verifyPassword(customer.passwordHash, password))) {
    return { ok: false, errors: { password: DELETE_ACCOUNT_MESSAGES.passwordWrong } };
  }

  return db.transaction(async (tx): Promise<DeleteAccountResult> => {
    // Locked, and still the password just verified: a change or a deletion in between wins.
    const [locked] = await tx
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
      .for("update");
    if (!locked) return { ok: false, errors: { form: DELETE_ACCOUNT_MESSAGES.gone } };
    if (locked.passwordHash !== customer.passwordHash) {
      return { ok: false, errors: { password: DELETE_ACCOUNT_MESSAGES.passwordWrong } };
    }
    const open = await tx
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), inArray(orders.status, [...OPEN_STATUSES])))
      .orderBy(orders.number);
    if (open.length > 0) {
      return {
        ok: false,
        errors: { form: DELETE_ACCOUNT_MESSAGES.openOrders(open.map((order) => order.number)) },
      };
    }
    const returning = await tx
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(
        and(
          eq(returnRequests.customerId, customerId),
          inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]),
        ),
      )
      .orderBy(returnRequests.id);
    if (returning.length > 0) {
      return {
        ok: false,
        errors: { form: DELETE_ACCOUNT_MESSAGES.openReturns(returning.map((row) => row.id)) },
      };
    }

    await tx
      .update(orders)
      .set({ customerId: null, email: null, phone: null, updatedAt: now })
      .where(eq(orders.customerId, customerId));
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
    await tx.delete(ledgerEntries).where(eq(ledgerEntries.customerId, customerId));
    await tx.delete(customerSessions).where(eq(customerSessions.customerId, customerId));
    await tx.delete(accountTokens).where(eq(accountTokens.customerId, customerId));
    // Published reviews stay, signed with the shown name only; which account wrote them goes.
    await tx.delete(customerReviews).where(eq(customerReviews.customerId, customerId));
    // No more newsletters to the address, and no record of it there (a new subscription is
    // asked for afresh).
    await tx
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, customer.email.toLowerCase()));
    // Codes e-mailed to the address keep no trace of it; the account's own codes go with it.
    await tx
      .update(vouchers)
      .set({ issuedTo: null, customerId: null })
      .where(
        or(
          eq(vouchers.issuedTo, customer.email.toLowerCase()),
          eq(vouchers.customerId, customerId),
        ),
      );
    await tx
      .update(voucherRedemptions)
      .set({ email: "", customerId: null })
      .where(
        or(
          eq(voucherRedemptions.customerId, customerId),
          eq(voucherRedemptions.email, customer.email.toLowerCase()),
        ),
      );
    // The e-mails written to the address (order confirmations carry name and address) are not
    // kept either: the rows stay for the outbox's dedupe keys, without recipient or content.
    await tx
      .update(outboxEmails)
      .set({
        recipient: deletedAccountEmail(customerId),
        html: "",
        text: "",
        status: sql`case when ${outboxEmails.status} = 'pending' then 'failed' else ${outboxEmails.status} end`,
        lastError: sql`case when ${outboxEmails.status} = 'pending' then 'account deleted' else ${outboxEmails.lastError} end`,
      })
      .where(sql`lower(${outboxEmails.recipient}) = ${customer.email}`);
    await tx
      .update(customers)
      .set({
        email: deletedAccountEmail(customerId),
        passwordHash: null,
        firstName: DELETED_ACCOUNT_NAME,
        lastName: "",
        phone: null,
        emailConfirmedAt: null,
        newsletter: false,
        newsletterConsentAt: null,
        updatedAt: now,
        deletedAt: now,
      })
      .where(eq(customers.id, customerId));
    return { ok: true };
  });
}

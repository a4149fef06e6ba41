// Vouchers as the operator makes and ends them (`npm run voucher`): a code for a complaint, a
// partner or a newsletter, with its terms as rows the cart and the order read (vouchers.server.ts),
// and where a code stands: its uses and the orders that took it.
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { customers } from "../../../db/schema-accounts";
import { orders } from "../../../db/schema-orders";
import { voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import type { NewVoucher } from "./voucher-command";

const sameCode = (code: string) => sql`lower(${vouchers.code}) = lower(${code})`;

export type CreateVoucherResult =
  | {
      ok: true;
      id: number;
      /** The account with the code's address, whose voucher page lists it (once confirmed). */
      accountId: number | null;
    }
  | { ok: false; reason: "exists" };

/**
 * Creates the code, refused when one with the same letters in any case exists (the unique index on
 * lower(code) decides, so two operators creating one at once get one code). A code for an e-mail
 * is bound to that mailbox, not to an account: the shopper may use it logged in or as a guest.
 */
export async function createVoucher(
  db: Database,
  voucher: NewVoucher,
): Promise<CreateVoucherResult> {
  const customer = voucher.issuedTo
    ? (
        await db
          .select({ id: customers.id })
          .from(customers)
          .where(sql`lower(${customers.email}) = ${voucher.issuedTo}`)
          .limit(1)
      )[0]
    : undefined;
  const [row] = await db
    .insert(vouchers)
    .values({
      code: voucher.code,
      kind: voucher.benefit.kind,
      value: voucher.benefit.value,
      minOrder: voucher.minOrder,
      startsAt: voucher.startsAt,
      endsAt: voucher.endsAt,
      maxUses: voucher.maxUses,
      maxUsesPerCustomer: voucher.maxUsesPerCustomer,
      firstOrderOnly: voucher.firstOrderOnly,
      combinable: voucher.combinable,
      issuedTo: voucher.issuedTo,
      description: voucher.description,
    })
    .onConflictDoNothing()
    .returning({ id: vouchers.id });
  if (!row) return { ok: false, reason: "exists" };
  return { ok: true, id: row.id, accountId: customer?.id ?? null };
}

export type EndVoucherResult =
  | { ok: true; endsAt: Date; already: boolean }
  | { ok: false; reason: "unknown" };

/** Ends the code at `now` (an earlier end stays): checkouts holding it are refused at the order. */
export async function endVoucher(db: Database, code: string, now: Date): Promise<EndVoucherResult> {
  const [row] = await db
    .update(vouchers)
    .set({ endsAt: sql`least(coalesce(${vouchers.endsAt}, ${now}), ${now})` })
    .where(sameCode(code))
    .returning({ endsAt: vouchers.endsAt });
  if (!row?.endsAt) return { ok: false, reason: "unknown" };
  return { ok: true, endsAt: row.endsAt, already: row.endsAt < now };
}

export interface VoucherReport {
  voucher: typeof vouchers.$inferSelect;
  /** Orders that took the code, the latest first (a cancelled order gave its use back: not here). */
  uses: {
    orderNumber: number;
    status: string;
    email: string;
    discount: number;
    at: Date;
  }[];
}

/** The code's row and its latest orders, or null when there is no such code. */
export async function voucherReport(
  db: Database,
  code: string,
  limit = 10,
): Promise<VoucherReport | null> {
  const [voucher] = await db.select().from(vouchers).where(sameCode(code)).limit(1);
  if (!voucher) return null;
  const uses = await db
    .select({
      orderNumber: orders.number,
      status: orders.status,
      email: voucherRedemptions.email,
      discount: voucherRedemptions.discount,
      at: voucherRedemptions.createdAt,
    })
    .from(voucherRedemptions)
    .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(eq(voucherRedemptions.voucherId, voucher.id))
    .orderBy(desc(voucherRedemptions.createdAt), desc(voucherRedemptions.id))
    .limit(limit);
  return { voucher, uses };
}

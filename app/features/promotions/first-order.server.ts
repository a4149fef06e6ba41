// The first-order box: a single-use code for an e-mail address with no earlier order, sent by
// e-mail. The answer is the same whether or not the address has ordered (or has an account), so
// the box cannot be used to learn who shops here; only an address with no order gets a code.
import { randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { orders } from "../../../db/schema-orders";
import { vouchers } from "../../../db/schema-promotions";
import { mailboxOf, mailboxSql } from "../../lib/mailbox";
import { enqueueEmail, type OutgoingEmail } from "../email/outbox.server";
import { readSetting } from "../settings/settings.server";

export const FIRST_ORDER_MESSAGES = {
  sent: "Verifică-ți e-mailul: dacă nu ai mai comandat de la noi, voucherul de bun venit te așteaptă acolo în câteva minute.",
  invalid: "Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro.",
  phone:
    "Voucherul de bun venit îl trimitem doar pe e-mail: scrie adresa ta de e-mail în locul numărului de telefon.",
  closed: "Oferta de bun venit nu mai este disponibilă.",
} as const;

const email = z.email().max(254);
const PHONE = /^[+\d][\d\s.-]{5,20}$/;

export type FirstOrderAnswer =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 409; code: string; message: string };

export interface FirstOrderCode {
  code: string;
  percent: number;
  endsAt: Date;
  minOrder: number;
}

/**
 * The address the box's text names, or why it is not one: checked before the throttles, so a
 * typo corrected does not count against the visitor's requests.
 */
export function firstOrderAddress(
  contact: string,
): { ok: true; address: string } | Extract<FirstOrderAnswer, { ok: false }> {
  const typed = contact.trim();
  if (!typed.includes("@") && PHONE.test(typed)) {
    return { ok: false, status: 400, code: "email_required", message: FIRST_ORDER_MESSAGES.phone };
  }
  const parsed = email.safeParse(typed);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      code: "invalid_contact",
      message: FIRST_ORDER_MESSAGES.invalid,
    };
  }
  return { ok: true, address: parsed.data.toLowerCase() };
}

/**
 * Issues (or, when one is still unused, sends again) the first-order code for `contact`.
 * `compose` writes the e-mail; it is queued in the transaction that issues the code.
 */
export async function requestFirstOrderVoucher(
  db: Database,
  contact: string,
  now: Date,
  compose: (to: string, code: FirstOrderCode) => Omit<OutgoingEmail, "dedupeKey">,
): Promise<FirstOrderAnswer> {
  const settings = await readSetting(db, "shop.firstOrderDiscount");
  if (!settings.show || settings.percent <= 0) {
    return { ok: false, status: 409, code: "offer_closed", message: FIRST_ORDER_MESSAGES.closed };
  }
  const checked = firstOrderAddress(contact);
  if (!checked.ok) return checked;
  const { address } = checked;
  // One offer per person: "ion+1@…" is ion@…'s inbox, so it has ordered if either spelling has,
  // and the code is issued to (and only applies for) the mailbox.
  const mailbox = mailboxOf(address);
  const [ordered] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(sql`${mailboxSql(orders.email)} = ${mailbox}`, ne(orders.status, "cancelled")))
    .limit(1);
  // Same answer either way: whether an address has ordered is nobody else's business.
  if (ordered) return { ok: true, message: FIRST_ORDER_MESSAGES.sent };

  await db.transaction(async (tx) => {
    const [unused] = await tx
      .select({
        code: vouchers.code,
        value: vouchers.value,
        endsAt: vouchers.endsAt,
        minOrder: vouchers.minOrder,
      })
      .from(vouchers)
      .where(
        and(
          eq(vouchers.issuedTo, mailbox),
          eq(vouchers.firstOrderOnly, true),
          eq(vouchers.usedCount, 0),
          gt(vouchers.endsAt, now),
        ),
      )
      .limit(1);
    let issued: FirstOrderCode;
    if (unused?.endsAt) {
      issued = {
        code: unused.code,
        percent: unused.value,
        endsAt: unused.endsAt,
        minOrder: unused.minOrder,
      };
    } else {
      issued = {
        code: `BUNVENIT-${randomBytes(5).toString("hex").toUpperCase()}`,
        percent: settings.percent,
        endsAt: new Date(now.getTime() + settings.validDays * 86_400_000),
        minOrder: settings.minOrder,
      };
      await tx.insert(vouchers).values({
        code: issued.code,
        kind: "percent",
        value: issued.percent,
        minOrder: issued.minOrder,
        startsAt: now,
        endsAt: issued.endsAt,
        maxUses: 1,
        maxUsesPerCustomer: 1,
        firstOrderOnly: true,
        issuedTo: mailbox,
        combinable: false,
        description: "Voucher de bun venit pentru prima comandă",
      });
    }
    const message = compose(address, issued);
    // One e-mail per code and hour: asking again soon does not fill the inbox.
    const hour = Math.floor(now.getTime() / 3_600_000);
    await enqueueEmail(tx, { ...message, dedupeKey: `first-order:${issued.code}:${hour}` });
  });
  return { ok: true, message: FIRST_ORDER_MESSAGES.sent };
}

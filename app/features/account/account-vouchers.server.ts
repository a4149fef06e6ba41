// The customer's vouchers and gifts. Theirs are the codes issued to their account or e-mailed to
// their address, and the codes they used (on an order of the account, or a guest order with their
// address). The address counts only once confirmed: anyone can register with any address, and
// what was sent to it is its owner's. Another account's codes and orders are never shown.
import { and, asc, desc, eq, inArray, isNull, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { books } from "../../../db/schema";
import { giftCards } from "../../../db/schema-gift-cards";
import { orderLines, orders } from "../../../db/schema-orders";
import { voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import {
  formatLastShopDay,
  formatShopDate,
  formatShopDateTime,
  shopDayAt,
  todayInShop,
} from "../../lib/dates";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../orders/transitions";
import { type VoucherKind, voucherBalance } from "../promotions/voucher-rules";
import {
  describeVoucher,
  VOUCHER_STATE_LABELS,
  type VoucherState,
  voucherState,
} from "./voucher-terms";

/** Whose vouchers: the session's customer (SessionCustomer fits). */
export interface VoucherOwner {
  customerId: number;
  email: string;
  emailConfirmed: boolean;
}

export interface VoucherUse {
  orderNumber: number;
  /** For the link to /account/order-details/{publicId}; null for a guest order with the address. */
  publicId: string | null;
  usedAt: Date;
}

/** A voucher of the customer, as stored, with its state for them. */
export interface CustomerVoucherRecord {
  id: number;
  code: string;
  kind: VoucherKind;
  value: number;
  bookId: number | null;
  bookTitle: string | null;
  minOrder: number;
  firstOrderOnly: boolean;
  description: string;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
  /** A bought gift voucher keeps a balance: `value` less what orders took (`spent`). */
  keepsBalance: boolean;
  spent: number;
  /** Takes its discount off books at a campaign price too. */
  combinable: boolean;
  state: VoucherState;
  uses: VoucherUse[];
}

/** The confirmed address, lower case, or null. */
function ownerEmail(owner: VoucherOwner): string | null {
  return owner.emailConfirmed ? owner.email.toLowerCase() : null;
}

/** Every voucher of the customer, unsorted. */
export async function loadCustomerVouchers(
  db: Database,
  owner: VoucherOwner,
  now: Date,
): Promise<CustomerVoucherRecord[]> {
  const email = ownerEmail(owner);
  const usedRows = await db
    .select({
      voucherId: voucherRedemptions.voucherId,
      orderNumber: orders.number,
      publicId: orders.publicId,
      orderCustomerId: orders.customerId,
      usedAt: voucherRedemptions.createdAt,
    })
    .from(voucherRedemptions)
    .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(
      or(
        eq(voucherRedemptions.customerId, owner.customerId),
        // A guest order with the address; an order of another account that typed it is theirs.
        email
          ? and(isNull(voucherRedemptions.customerId), eq(voucherRedemptions.email, email))
          : undefined,
      ),
    )
    .orderBy(asc(voucherRedemptions.createdAt), asc(voucherRedemptions.id));
  const usedIds = [...new Set(usedRows.map((row) => row.voucherId))];

  const rows = await db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      kind: vouchers.kind,
      value: vouchers.value,
      bookId: vouchers.bookId,
      bookTitle: books.title,
      minOrder: vouchers.minOrder,
      firstOrderOnly: vouchers.firstOrderOnly,
      description: vouchers.description,
      startsAt: vouchers.startsAt,
      endsAt: vouchers.endsAt,
      maxUses: vouchers.maxUses,
      maxUsesPerCustomer: vouchers.maxUsesPerCustomer,
      usedCount: vouchers.usedCount,
      keepsBalance: vouchers.keepsBalance,
      combinable: vouchers.combinable,
      spent: vouchers.spent,
      createdAt: vouchers.createdAt,
    })
    .from(vouchers)
    .leftJoin(books, eq(books.id, vouchers.bookId))
    .where(
      or(
        eq(vouchers.customerId, owner.customerId),
        email
          ? and(
              eq(vouchers.issuedTo, email),
              or(isNull(vouchers.customerId), eq(vouchers.customerId, owner.customerId)),
              // A gift voucher for a day still ahead is a surprise until its e-mail goes.
              or(
                lte(vouchers.startsAt, now),
                notExists(
                  db
                    .select({ id: giftCards.id })
                    .from(giftCards)
                    .where(eq(giftCards.voucherId, vouchers.id)),
                ),
              ),
            )
          : undefined,
        usedIds.length > 0 ? inArray(vouchers.id, usedIds) : undefined,
      ),
    );

  // First-order codes lapse once the customer has an order (not cancelled), used or not.
  const hasOrdered = rows.some((row) => row.firstOrderOnly)
    ? (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              ne(orders.status, "cancelled"),
              or(
                eq(orders.customerId, owner.customerId),
                email ? sql`lower(${orders.email}) = ${email}` : undefined,
              ),
            ),
          )
          .limit(1)
      ).length > 0
    : false;
  return rows.map(({ maxUses, maxUsesPerCustomer, usedCount, ...row }) => {
    const uses = usedRows
      .filter((use) => use.voucherId === row.id)
      .map((use) => ({
        orderNumber: use.orderNumber,
        publicId: use.orderCustomerId === owner.customerId ? use.publicId : null,
        usedAt: use.usedAt,
      }));
    return {
      ...row,
      state: voucherState(
        {
          endsAt: row.endsAt,
          maxUses,
          maxUsesPerCustomer,
          usedCount,
          firstOrderTaken: row.firstOrderOnly && hasOrdered,
          ...(row.keepsBalance ? { balanceLeft: voucherBalance(row) } : {}),
        },
        uses.length,
        now,
      ),
      uses,
    };
  });
}

/** A voucher as the account's pages show it (dates already in Romanian, Bucharest time). */
export interface CustomerVoucher {
  code: string;
  kind: VoucherKind;
  /** "10% reducere", "Transport gratuit", "Carte cadou: Baltagul" … */
  gives: string;
  bookTitle: string | null;
  minOrder: number;
  firstOrderOnly: boolean;
  /** A discount that leaves out books at a campaign price (checkout refuses it for those). */
  notOnCampaignPrices: boolean;
  /** "5 decembrie 2026 la 18:30", or null for a code without an end. */
  validUntil: string | null;
  /**
   * The end as the page says it: "Valabil până pe 25 ianuarie 2027 inclusiv" for a code ending at
   * midnight (not "26 ianuarie la 00:00"), "Valabil până pe 29 noiembrie 2026 la 12:00", "A expirat
   * …"; null for a code without an end.
   */
  validity: string | null;
  /** Set only while the code has not started yet. */
  validFrom: string | null;
  state: VoucherState;
  stateLabel: string;
  uses: { orderNumber: number; publicId: string | null; usedAt: string }[];
}

function toView(record: CustomerVoucherRecord, now: Date): CustomerVoucher {
  return {
    code: record.code,
    kind: record.kind,
    gives: describeVoucher(record),
    bookTitle: record.bookTitle,
    minOrder: record.minOrder,
    firstOrderOnly: record.firstOrderOnly,
    notOnCampaignPrices:
      !record.combinable && (record.kind === "percent" || record.kind === "amount"),
    validUntil: record.endsAt ? formatShopDateTime(record.endsAt) : null,
    validity: record.endsAt ? validity(record.endsAt, record.state === "expired") : null,
    validFrom:
      record.startsAt && record.startsAt > now ? formatShopDateTime(record.startsAt) : null,
    state: record.state,
    stateLabel: VOUCHER_STATE_LABELS[record.state],
    uses: record.uses.map((use) => ({ ...use, usedAt: formatShopDate(use.usedAt) })),
  };
}

function validity(endsAt: Date, expired: boolean): string {
  const atMidnight = shopDayAt(todayInShop(endsAt), 0).getTime() === endsAt.getTime();
  if (atMidnight) {
    const lastDay = formatLastShopDay(endsAt);
    return expired ? `A expirat după ${lastDay}` : `Valabil până pe ${lastDay} inclusiv`;
  }
  return `${expired ? "A expirat pe" : "Valabil până pe"} ${formatShopDateTime(endsAt)}`;
}

/** Active codes first, the soonest to end on top; then the others, the most recent first. */
function byRelevance(a: CustomerVoucherRecord, b: CustomerVoucherRecord): number {
  const activeA = a.state === "active";
  const activeB = b.state === "active";
  if (activeA !== activeB) return activeA ? -1 : 1;
  if (activeA) {
    const endA = a.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const endB = b.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
    return endA - endB || a.id - b.id;
  }
  const last = (voucher: CustomerVoucherRecord) =>
    (voucher.uses.at(-1)?.usedAt ?? voucher.endsAt ?? voucher.createdAt).getTime();
  return last(b) - last(a) || b.id - a.id;
}

/** /account/Vouchers: every voucher of the customer, active ones first. */
export async function listCustomerVouchers(
  db: Database,
  owner: VoucherOwner,
  now: Date,
): Promise<CustomerVoucher[]> {
  const records = await loadCustomerVouchers(db, owner, now);
  return records.sort(byRelevance).map((record) => toView(record, now));
}

/** The dashboard's line: how many codes are active, and the first few of them. */
export async function activeVouchers(
  db: Database,
  owner: VoucherOwner,
  now: Date,
  shown = 3,
): Promise<{ count: number; codes: { code: string; gives: string }[] }> {
  const active = (await listCustomerVouchers(db, owner, now)).filter(
    (voucher) => voucher.state === "active",
  );
  return {
    count: active.length,
    codes: active.slice(0, shown).map(({ code, gives }) => ({ code, gives })),
  };
}

export interface ReceivedGift {
  title: string;
  quantity: number;
  orderNumber: number;
  publicId: string;
  placedAt: string;
  status: string;
  voucherCode: string | null;
}

/**
 * /account/Gifts: the gift books that came with the account's orders (lines at 0 lei), and the
 * gift-book codes still waiting to be used (a prize won, a campaign's gift).
 */
export async function listCustomerGifts(
  db: Database,
  owner: VoucherOwner,
  now: Date,
): Promise<{ received: ReceivedGift[]; waiting: CustomerVoucher[] }> {
  const [lines, vouchersOfOwner] = await Promise.all([
    db
      .select({
        title: orderLines.title,
        bookTitle: books.title,
        quantity: orderLines.quantity,
        orderNumber: orders.number,
        publicId: orders.publicId,
        placedAt: orders.placedAt,
        status: orders.status,
        voucherCode: orders.voucherCode,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(books, eq(books.id, orderLines.bookId))
      .where(and(eq(orders.customerId, owner.customerId), eq(orderLines.isGift, true)))
      .orderBy(desc(orders.placedAt), desc(orders.id)),
    listCustomerVouchers(db, owner, now),
  ]);
  return {
    received: lines.map((line) => ({
      title: line.title || line.bookTitle || "Carte cadou",
      quantity: line.quantity,
      orderNumber: line.orderNumber,
      publicId: line.publicId,
      placedAt: formatShopDate(line.placedAt),
      status: ORDER_STATUS_LABELS[line.status as OrderStatus] ?? line.status,
      voucherCode: line.voucherCode,
    })),
    waiting: vouchersOfOwner.filter(
      (voucher) => voucher.kind === "gift-book" && voucher.state === "active",
    ),
  };
}

/**
 * A prize drawn while logged in belongs to the account: the code's owner becomes the customer,
 * unless it has one already. Only single-use codes: a shared campaign code belongs to nobody.
 */
export async function claimVoucher(
  db: Database,
  customerId: number,
  code: string,
): Promise<boolean> {
  const claimed = await db
    .update(vouchers)
    .set({ customerId })
    .where(
      and(
        sql`lower(${vouchers.code}) = lower(${code})`,
        isNull(vouchers.customerId),
        eq(vouchers.maxUses, 1),
      ),
    )
    .returning({ id: vouchers.id });
  return claimed.length > 0;
}

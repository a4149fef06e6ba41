// Vouchers from the database: a code's rule, what it does to a cart (the quote and the order use
// the same evaluation), and its redemption by an order under the voucher's row lock, so a code
// with one use left is used once however many orders race for it.
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { independentQueries } from "../../../db/independent-queries";
import { bookCategories, books, categories } from "../../../db/schema";
import { giftBookChoices } from "../../../db/schema-gift-cards";
import { orders } from "../../../db/schema-orders";
import { bookPromotions, voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { mailboxOf, mailboxSql } from "../../lib/mailbox";
import {
  applyVoucherRule,
  VOUCHER_MESSAGES,
  type VoucherLine,
  type VoucherOutcome,
  type VoucherRule,
} from "./voucher-rules";

type Db = Database | Tx;

/** Who is buying, when known: limits per customer and first-order codes read it. */
export interface Shopper {
  customerId: number | null;
  email: string | null;
}

const ruleColumns = {
  id: vouchers.id,
  code: vouchers.code,
  kind: vouchers.kind,
  value: vouchers.value,
  bookId: vouchers.bookId,
  minOrder: vouchers.minOrder,
  categoryIds: vouchers.categoryIds,
  bookIds: vouchers.bookIds,
  combinable: vouchers.combinable,
  startsAt: vouchers.startsAt,
  endsAt: vouchers.endsAt,
  maxUses: vouchers.maxUses,
  maxUsesPerCustomer: vouchers.maxUsesPerCustomer,
  usedCount: vouchers.usedCount,
  keepsBalance: vouchers.keepsBalance,
  spent: vouchers.spent,
  firstOrderOnly: vouchers.firstOrderOnly,
  customerId: vouchers.customerId,
  issuedTo: vouchers.issuedTo,
  campaignId: vouchers.campaignId,
};

/** Whom a voucher was made for, when it was made for someone. */
interface VoucherOwner {
  /** An account's own code (a thank-you, a loyalty reward): that account's orders only. */
  customerId: number | null;
  /** The address (or visitor) it was sent to; binding for first-order codes. */
  issuedTo: string | null;
  /** The campaign that issued it: a limit per customer counts all the campaign's codes. */
  campaignId: number | null;
}

export type StoredVoucherRule = VoucherRule & VoucherOwner;

/**
 * Whether the code was made for someone other than the shopper. A shopper not known yet (the
 * cart's quote, before checkout) is not refused: the checkout's steps and the order know who
 * buys. A first-order code is the mailbox's it was sent to (the offer is one per person); other
 * codes sent to an address (gift vouchers) can be handed on, as a gift can.
 */
/** Whose code it is when not the shopper's: an account's, or a first-order code's mailbox. */
function madeForSomeoneElse(
  rule: Partial<VoucherOwner> & Pick<VoucherRule, "firstOrderOnly">,
  shopper: Shopper | null,
): "account" | "mailbox" | null {
  if (!shopper) return null;
  if (rule.customerId != null && shopper.customerId !== rule.customerId) return "account";
  const otherMailbox =
    rule.firstOrderOnly &&
    rule.issuedTo?.includes("@") &&
    shopper.email &&
    mailboxOf(shopper.email) !== mailboxOf(rule.issuedTo);
  return otherMailbox ? "mailbox" : null;
}

/** Codes are matched without regard to case: "economisesc10" is ECONOMISESC10. */
export async function findVoucher(
  db: Db,
  code: string,
  options: { lock?: boolean } = {},
): Promise<StoredVoucherRule | null> {
  const query = db
    .select(ruleColumns)
    .from(vouchers)
    .where(sql`lower(${vouchers.code}) = lower(${code})`)
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** A voucher's rule by its id (a grant behind a code issued from it), optionally locked. */
export async function findVoucherById(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<StoredVoucherRule | null> {
  const query = db.select(ruleColumns).from(vouchers).where(eq(vouchers.id, id)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

export interface PricedLine {
  id: number;
  unitPrice: number;
  quantity: number;
}

/** Books of `ids` in the categories (or any of their sub-categories). */
async function booksInCategories(db: Db, ids: number[], categoryIds: number[]) {
  if (ids.length === 0 || categoryIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ bookId: bookCategories.bookId })
    .from(bookCategories)
    .where(
      and(
        inArray(bookCategories.bookId, ids),
        sql`${bookCategories.categoryId} in (with recursive tree(id) as (
          select id from ${categories} where id in ${categoryIds}
          union select c.id from ${categories} c join tree t on c.parent_id = t.id)
        select id from tree)`,
      ),
    );
  return new Set(rows.map((row) => row.bookId));
}

/** The grant a choice voucher was issued from; any other voucher heads its own family. */
const familyGrant = (voucherId: number) =>
  sql`coalesce((select ${giftBookChoices.grantId} from ${giftBookChoices}
    where ${giftBookChoices.voucherId} = ${voucherId}), ${voucherId}::int)`;

/**
 * The vouchers whose uses one customer's limit counts together. A gift-book grant (/alege) and
 * every choice voucher issued from it (gift_book_choices) are one family: the grant's limit per
 * customer holds whichever of their codes the shopper orders with, so a new visitor key (cookies
 * cleared) does not bring a new gift. A campaign's codes are one family too: a WOW price or a
 * wheel's prize is issued per visitor, and a visitor who clears the cookies gets a new code, but
 * "once per customer" is once per campaign, whichever of its codes the shopper orders with (the
 * three puzzle levels' codes included). A campaign's gift-book prize (the fortune cookie's, the
 * wheel's) is both: its family and its campaign. A code of no campaign counts its own uses, one
 * index lookup.
 */
function perCustomerVouchers(rule: VoucherRule & Partial<VoucherOwner>) {
  const family =
    rule.kind === "gift-book"
      ? sql`${voucherRedemptions.voucherId} in (
      select ${familyGrant(rule.id)}
      union all
      select ${giftBookChoices.voucherId} from ${giftBookChoices}
      where ${giftBookChoices.grantId} = ${familyGrant(rule.id)})`
      : null;
  const campaign =
    rule.campaignId != null
      ? sql`${voucherRedemptions.voucherId} in (
      select ${vouchers.id} from ${vouchers} where ${vouchers.campaignId} = ${rule.campaignId})`
      : null;
  if (family && campaign) return sql`(${family} or ${campaign})`;
  return family ?? campaign ?? eq(voucherRedemptions.voucherId, rule.id);
}

/**
 * At the order, one family's redemptions are counted one order at a time: each order holds its
 * own code's row lock only, and two orders with two codes of the family would both count none.
 * A transaction-scoped advisory lock (not the grant's row, which /alege locks before a choice
 * voucher's: the opposite order), taken in its own statement so the count after it sees what an
 * order that held it committed. A campaign's family is locked per shopper (account and mailbox,
 * in a fixed order), so orders of different shoppers with the same campaign's codes do not wait
 * for one another.
 */
async function lockFamily(db: Db, rule: VoucherRule & Partial<VoucherOwner>, shopper: Shopper) {
  // The campaign's lock first, then the grant's: every order takes them in this order.
  if (rule.campaignId != null) {
    await lockShopper(db, `voucher-campaign:${rule.campaignId}`, shopper);
  }
  if (rule.kind === "gift-book") {
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${"voucher-family:"}::text || ${familyGrant(rule.id)}))`,
    );
  }
}

/**
 * Transaction-scoped advisory locks on `scope` for the shopper's account and mailbox, in a fixed
 * order (two orders taking both never wait for each other crosswise).
 */
async function lockShopper(db: Db, scope: string, shopper: Shopper) {
  const keys = [
    shopper.customerId !== null ? `customer:${shopper.customerId}` : null,
    shopper.email ? `mailbox:${mailboxOf(shopper.email)}` : null,
  ]
    .filter((key) => key !== null)
    .map((key) => `${scope}:${key}`)
    .sort();
  for (const key of keys) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}::text))`);
  }
}

async function shopperFacts(
  db: Db,
  rule: VoucherRule & Partial<VoucherOwner>,
  shopper: Shopper | null,
  placingOrderId: number | undefined,
) {
  if (!shopper || (shopper.customerId === null && !shopper.email)) {
    return { usesByShopper: null, hasOrdered: null };
  }
  const email = shopper.email?.toLowerCase() ?? null;
  // Whether this person has ordered: by account, or by mailbox (a "+tag" is the same inbox).
  const who = (customerColumn: typeof orders.customerId, emailColumn: typeof orders.email) =>
    or(
      shopper.customerId !== null ? eq(customerColumn, shopper.customerId) : undefined,
      email ? sql`${mailboxSql(emailColumn)} = ${mailboxOf(email)}` : undefined,
    );
  // Its uses (its family's, for a gift-book voucher) by this person: by account or by mailbox,
  // so "ana+2@…" is not a new customer for a code limited to one use each.
  const usesByShopper = async () => {
    if (rule.maxUsesPerCustomer === null) return null;
    if (placingOrderId !== undefined) await lockFamily(db, rule, shopper);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(voucherRedemptions)
      .where(
        and(
          perCustomerVouchers(rule),
          or(
            shopper.customerId !== null
              ? eq(voucherRedemptions.customerId, shopper.customerId)
              : undefined,
            email ? sql`${mailboxSql(voucherRedemptions.email)} = ${mailboxOf(email)}` : undefined,
          ),
        ),
      );
    return row?.n ?? 0;
  };
  // At the order, a first-order code is checked one order of the shopper at a time: two orders
  // placed at once with two first-order codes (asked for twice) would each find no earlier order.
  if (placingOrderId !== undefined && rule.firstOrderOnly) {
    await lockShopper(db, "first-order", shopper);
  }
  const [uses, ordered] = await independentQueries(db, [
    usesByShopper,
    () =>
      rule.firstOrderOnly
        ? db
            .select({ id: orders.id })
            .from(orders)
            .where(
              and(
                who(orders.customerId, orders.email),
                ne(orders.status, "cancelled"),
                // The order being placed is not an earlier one.
                placingOrderId === undefined ? undefined : ne(orders.id, placingOrderId),
              ),
            )
            .limit(1)
            .then((rows) => rows.length > 0)
        : Promise.resolve(null),
  ]);
  return { usesByShopper: uses, hasOrdered: ordered };
}

const inCart = (lines: readonly PricedLine[], bookId: number | null) =>
  lines.reduce((copies, line) => copies + (line.id === bookId ? line.quantity : 0), 0);

/** The voucher's outcome for lines priced by the server, or null for an unknown code. */
export async function evaluateVoucher(
  db: Db,
  rule: VoucherRule & Partial<VoucherOwner>,
  input: {
    now: Date;
    lines: PricedLine[];
    subtotal: number;
    shopper: Shopper | null;
    /** At the order: the order row just written, which a first-order code must not count. */
    placingOrderId?: number;
  },
): Promise<VoucherOutcome> {
  const owner = madeForSomeoneElse(rule, input.shopper);
  if (owner) {
    const message =
      owner === "account" ? VOUCHER_MESSAGES["not-yours"] : VOUCHER_MESSAGES["not-your-mailbox"];
    return { ok: false, refusal: "not-yours", message };
  }
  const ids = input.lines.map((line) => line.id);
  const [inCategories, promoted, facts, gift] = await independentQueries(db, [
    () => (rule.categoryIds?.length ? booksInCategories(db, ids, rule.categoryIds) : null),
    () =>
      ids.length
        ? db
            .select({ bookId: bookPromotions.bookId })
            .from(bookPromotions)
            .where(inArray(bookPromotions.bookId, ids))
            .then((rows) => new Set(rows.map((row) => row.bookId)))
        : new Set<number>(),
    () => shopperFacts(db, rule, input.shopper, input.placingOrderId),
    () =>
      rule.kind === "gift-book" && rule.bookId !== null
        ? db
            .select({ stock: books.stock })
            .from(books)
            .where(and(eq(books.id, rule.bookId), eq(books.isListed, true)))
            // The gift is a copy more than the cart's own copies of the same book.
            .then(([row]) => (row?.stock ?? 0) > inCart(input.lines, rule.bookId))
        : false,
  ]);
  const lines: VoucherLine[] = input.lines.map((line) => ({
    ...line,
    inCategories: inCategories === null || inCategories.has(line.id),
    onPromotion: promoted.has(line.id),
  }));
  return applyVoucherRule(rule, {
    now: input.now,
    lines,
    subtotal: input.subtotal,
    ...facts,
    giftAvailable: gift,
  });
}

/**
 * Records the voucher's use by an order, inside the placing transaction. The voucher row is
 * locked and its rule evaluated again under the lock: a refusal here (the last use went to
 * another order a moment ago) comes back instead of a redemption.
 */
export async function redeemVoucher(
  tx: Tx,
  input: {
    code: string;
    orderId: number;
    now: Date;
    lines: PricedLine[];
    subtotal: number;
    shopper: Shopper & { email: string };
  },
): Promise<VoucherOutcome> {
  const rule = await findVoucher(tx, input.code, { lock: true });
  if (!rule) return { ok: false, refusal: "unknown", message: VOUCHER_MESSAGES.unknown };
  const outcome = await evaluateVoucher(tx, rule, { ...input, placingOrderId: input.orderId });
  if (!outcome.ok) return outcome;
  await tx.insert(voucherRedemptions).values({
    voucherId: rule.id,
    orderId: input.orderId,
    customerId: input.shopper.customerId,
    email: input.shopper.email.toLowerCase(),
    discount: outcome.effect.discount,
    createdAt: input.now,
  });
  await tx
    .update(vouchers)
    .set({
      usedCount: sql`${vouchers.usedCount} + 1`,
      spent: sql`${vouchers.spent} + ${outcome.effect.discount}`,
    })
    .where(eq(vouchers.id, rule.id));
  return outcome;
}

/**
 * A cancelled order gives its voucher use back (a single-use code can be used again), and what it
 * took off (a gift voucher's balance grows by it again).
 */
export async function releaseVoucher(tx: Tx, orderId: number): Promise<void> {
  const released = await tx
    .delete(voucherRedemptions)
    .where(eq(voucherRedemptions.orderId, orderId))
    .returning({ voucherId: voucherRedemptions.voucherId, discount: voucherRedemptions.discount });
  for (const { voucherId, discount } of released) {
    await tx
      .update(vouchers)
      .set({
        usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)`,
        spent: sql`greatest(${vouchers.spent} - ${discount}, 0)`,
      })
      .where(eq(vouchers.id, voucherId));
  }
}

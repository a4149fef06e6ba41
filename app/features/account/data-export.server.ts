// "Descarcă datele mele": everything the shop keeps about a customer, as one JSON document (the
// right of access and to portability). Explicit columns only: password and token hashes, and
// what operators wrote about an order (their names, their notes), are not the customer's data.
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { bookReviews, books } from "../../../db/schema";
import {
  customerAddresses,
  customerReviews,
  customerSessions,
  customers,
  ledgerEntries,
  wishlistItems,
} from "../../../db/schema-accounts";
import { giftCards } from "../../../db/schema-gift-cards";
import {
  orderEvents,
  orderLines,
  orders,
  payments,
  returnLines,
  returnRequests,
} from "../../../db/schema-orders";
import { bookPath } from "../../lib/paths";
import { loadCustomerVouchers } from "./account-vouchers.server";
import { refundColumns } from "./refund-split.server";
import { RETURN_REASONS } from "./returns";

/** Names the document's shape, so a later change of it can be told apart. */
export const EXPORT_FORMAT = "coperta-datele-mele/1";
export const EXPORT_FILENAME = "coperta-datele-mele.json";

/** Who moved an order, as the customer may know it: themself, the shop, or the bank. */
function actorKind(actor: string): "client" | "magazin" | "procesator-plăți" | "sistem" {
  if (actor === "shopper") return "client";
  if (actor === "system") return "sistem";
  if (actor === "payment-provider") return "procesator-plăți";
  return "magazin";
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A row's dates as ISO strings, each left where it was, so the document keeps the row's shape. */
type WithIsoDates<Row> = {
  [Key in keyof Row]: Row[Key] extends Date | null ? Exclude<Row[Key], Date> | string : Row[Key];
};

function withIsoDates<Row extends object>(row: Row): WithIsoDates<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? iso(value) : value]),
  ) as WithIsoDates<Row>;
}

/** Rows of several orders, by order and without their orderId, in the order they were read. */
function byOrder<Row extends { orderId: number }>(
  rows: Row[],
): Map<number, Omit<Row, "orderId">[]> {
  const grouped = new Map<number, Omit<Row, "orderId">[]>();
  for (const { orderId, ...row } of rows) {
    const ofOrder = grouped.get(orderId);
    if (ofOrder) ofOrder.push(row);
    else grouped.set(orderId, [row]);
  }
  return grouped;
}

/** The customer's data, ready for JSON.stringify; null for an unknown or deleted account. */
export async function exportCustomerData(db: Database, customerId: number, now = new Date()) {
  const [profile] = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
      emailConfirmedAt: customers.emailConfirmedAt,
      newsletter: customers.newsletter,
      newsletterConsentAt: customers.newsletterConsentAt,
      termsAcceptedAt: customers.termsAcceptedAt,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!profile) return null;

  const [addresses, orderRows, wishlist, ledger, sessions, voucherRecords, reviews, gifts] =
    await Promise.all([
      db
        .select({
          label: customerAddresses.label,
          delivery: customerAddresses.delivery,
          isDefault: customerAddresses.isDefault,
          createdAt: customerAddresses.createdAt,
        })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(asc(customerAddresses.id)),
      db
        .select({
          id: orders.id,
          number: orders.number,
          publicId: orders.publicId,
          placedAt: orders.placedAt,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          email: orders.email,
          phone: orders.phone,
          firstName: orders.firstName,
          lastName: orders.lastName,
          delivery: orders.delivery,
          invoice: orders.invoice,
          deliveryMethod: orders.deliveryMethod,
          paymentMethod: orders.paymentMethod,
          subtotal: orders.subtotal,
          discount: orders.discount,
          shippingCost: orders.shippingCost,
          creditUsed: orders.creditUsed,
          bonusUsed: orders.bonusUsed,
          paymentFee: orders.paymentFee,
          total: orders.total,
          voucherCode: orders.voucherCode,
        })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.placedAt)),
      db
        .select({
          bookId: wishlistItems.bookId,
          title: books.title,
          slug: books.slug,
          addedAt: wishlistItems.addedAt,
        })
        .from(wishlistItems)
        .innerJoin(books, eq(books.id, wishlistItems.bookId))
        .where(eq(wishlistItems.customerId, customerId))
        .orderBy(desc(wishlistItems.addedAt)),
      db
        .select({
          kind: ledgerEntries.kind,
          amount: ledgerEntries.amount,
          reason: ledgerEntries.reason,
          reference: ledgerEntries.reference,
          expiresAt: ledgerEntries.expiresAt,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.customerId, customerId))
        .orderBy(asc(ledgerEntries.id)),
      db
        .select({
          createdAt: customerSessions.createdAt,
          lastSeenAt: customerSessions.lastSeenAt,
          expiresAt: customerSessions.expiresAt,
          revokedAt: customerSessions.revokedAt,
          userAgent: customerSessions.userAgent,
        })
        .from(customerSessions)
        .where(eq(customerSessions.customerId, customerId))
        .orderBy(desc(customerSessions.createdAt)),
      loadCustomerVouchers(
        db,
        {
          customerId,
          email: profile.email,
          emailConfirmed: profile.emailConfirmedAt !== null,
        },
        now,
      ),
      db
        .select({
          bookId: bookReviews.bookId,
          title: books.title,
          slug: books.slug,
          rating: bookReviews.rating,
          reviewTitle: bookReviews.title,
          body: bookReviews.body,
          shownName: bookReviews.reviewerName,
          status: bookReviews.status,
          createdAt: bookReviews.createdAt,
        })
        .from(customerReviews)
        .innerJoin(bookReviews, eq(bookReviews.id, customerReviews.reviewId))
        .innerJoin(books, eq(books.id, bookReviews.bookId))
        .where(eq(customerReviews.customerId, customerId))
        .orderBy(asc(bookReviews.id)),
      // Gift vouchers bought on the account's orders: what the customer wrote for the recipient.
      db
        .select({
          orderNumber: orders.number,
          value: giftCards.value,
          recipientName: giftCards.recipientName,
          recipientEmail: giftCards.recipientEmail,
          senderName: giftCards.senderName,
          message: giftCards.message,
          sendOn: giftCards.sendOn,
          status: giftCards.status,
          orderedAt: giftCards.orderedAt,
          issuedAt: giftCards.issuedAt,
        })
        .from(giftCards)
        .innerJoin(orders, eq(orders.id, giftCards.orderId))
        .where(eq(orders.customerId, customerId))
        .orderBy(asc(giftCards.id)),
    ]);

  const orderIds = orderRows.map((order) => order.id);
  const [lines, events, attempts, returns, returnedLines] =
    orderIds.length === 0
      ? [[], [], [], [], []]
      : await Promise.all([
          db
            .select({
              orderId: orderLines.orderId,
              bookId: orderLines.bookId,
              title: orderLines.title,
              quantity: orderLines.quantity,
              unitPrice: orderLines.unitPrice,
              oldPrice: orderLines.oldPrice,
              isGift: orderLines.isGift,
              packContents: orderLines.packContents,
            })
            .from(orderLines)
            .where(inArray(orderLines.orderId, orderIds))
            .orderBy(asc(orderLines.orderId), asc(orderLines.bookId)),
          db
            .select({
              orderId: orderEvents.orderId,
              kind: orderEvents.kind,
              fromValue: orderEvents.fromValue,
              toValue: orderEvents.toValue,
              actor: orderEvents.actor,
              at: orderEvents.at,
            })
            .from(orderEvents)
            .where(inArray(orderEvents.orderId, orderIds))
            .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
          db
            .select({
              orderId: payments.orderId,
              provider: payments.provider,
              amount: payments.amount,
              status: payments.status,
              createdAt: payments.createdAt,
            })
            .from(payments)
            .where(inArray(payments.orderId, orderIds))
            .orderBy(asc(payments.id)),
          db
            .select({
              orderId: returnRequests.orderId,
              number: returnRequests.id,
              status: returnRequests.status,
              reason: returnRequests.reason,
              ...refundColumns,
              iban: returnRequests.iban,
              createdAt: returnRequests.createdAt,
              updatedAt: returnRequests.updatedAt,
            })
            .from(returnRequests)
            .where(inArray(returnRequests.orderId, orderIds))
            .orderBy(asc(returnRequests.id)),
          db
            .select({
              orderId: returnLines.returnId,
              bookId: returnLines.bookId,
              quantity: returnLines.quantity,
              unitPrice: returnLines.unitPrice,
            })
            .from(returnLines)
            .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
            .where(inArray(returnRequests.orderId, orderIds))
            .orderBy(asc(returnLines.returnId), asc(returnLines.bookId)),
        ]);

  const linesOf = byOrder(lines);
  const eventsOf = byOrder(events);
  const attemptsOf = byOrder(attempts);
  const returnsOf = byOrder(returns);
  // Keyed by the return (byOrder groups by the column it reads as orderId).
  const linesOfReturn = byOrder(returnedLines);
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    note: "Sumele sunt în bani (100 = 1 leu); punctele de bonus sunt puncte. Datele sunt în UTC.",
    profile: {
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      emailConfirmedAt: iso(profile.emailConfirmedAt),
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    consents: {
      terms: { acceptedAt: iso(profile.termsAcceptedAt) },
      newsletter: { subscribed: profile.newsletter, consentAt: iso(profile.newsletterConsentAt) },
    },
    addresses: addresses.map(withIsoDates),
    orders: orderRows.map(({ id, placedAt, ...order }) => ({
      ...order,
      placedAt: iso(placedAt),
      lines: (linesOf.get(id) ?? []).map((line) => ({
        ...line,
        lineTotal: line.unitPrice * line.quantity,
      })),
      history: (eventsOf.get(id) ?? []).map((event) => ({
        kind: event.kind,
        from: event.fromValue,
        to: event.toValue,
        by: actorKind(event.actor),
        at: iso(event.at),
      })),
      payments: (attemptsOf.get(id) ?? []).map(withIsoDates),
      returns: (returnsOf.get(id) ?? []).map((item) => ({
        ...withIsoDates(item),
        reason: RETURN_REASONS[item.reason],
        lines: linesOfReturn.get(item.number) ?? [],
      })),
    })),
    wishlist: wishlist.map((item) => ({
      bookId: item.bookId,
      title: item.title,
      url: bookPath(item.slug),
      addedAt: iso(item.addedAt),
    })),
    ledger: ledger.map(withIsoDates),
    vouchers: voucherRecords
      .sort((a, b) => a.id - b.id)
      .map((voucher) => ({
        code: voucher.code,
        kind: voucher.kind,
        value: voucher.value,
        bookId: voucher.bookId,
        minOrder: voucher.minOrder,
        validFrom: iso(voucher.startsAt),
        validUntil: iso(voucher.endsAt),
        state: voucher.state,
        used: voucher.uses.length > 0,
        usedWithOrders: voucher.uses.map((use) => ({
          orderNumber: use.orderNumber,
          usedAt: iso(use.usedAt),
        })),
      })),
    giftVouchers: gifts.map(withIsoDates),
    reviews: reviews.map(({ slug, createdAt, ...review }) => ({
      ...review,
      url: bookPath(slug),
      createdAt: iso(createdAt),
    })),
    sessions: sessions.map(withIsoDates),
  };
}

export type CustomerDataExport = NonNullable<Awaited<ReturnType<typeof exportCustomerData>>>;

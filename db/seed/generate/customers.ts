// The demo accounts and the part of the seeded order history that is theirs: a few orders each,
// spread over the history (the latest included), turned into full orders (contact, address,
// invoice, methods, line titles) so that the account pages can show them. No randomness: the
// choice depends only on the number of orders.

import { BONUS_VALID_DAYS, pointsFor } from "../../../app/features/loyalty/ledger.server";
import type { customers, ledgerEntries } from "../../schema-accounts";
import { DEMO_CUSTOMERS, DEMO_PASSWORD_HASH } from "../data/customers";
import { momentOf, type SeedCalendar } from "./calendar";
import type { BookRow, CatalogueRows } from "./context";
import type { OrderLineRow, OrderRow } from "./orders";

export type CustomerRow = typeof customers.$inferInsert & { id: number };

/** Orders each demo account gets, when the history has enough. */
export const DEMO_ORDERS_PER_CUSTOMER = 4;
/** The accounts were opened before the history begins (730 days), so every order is later. */
const ACCOUNT_AGE_DAYS = 800;

export function buildDemoCustomers(
  calendar: SeedCalendar,
  rows: CatalogueRows,
  history: { orders: OrderRow[]; orderLines: OrderLineRow[] },
): CustomerRow[] {
  const day = calendar.referenceDay - ACCOUNT_AGE_DAYS;
  const accounts = DEMO_CUSTOMERS.map((demo, i): CustomerRow => {
    const opened = momentOf(day, 9 * 60 + 17 * i);
    return {
      id: i + 1,
      email: demo.email,
      passwordHash: DEMO_PASSWORD_HASH,
      firstName: demo.firstName,
      lastName: demo.lastName,
      phone: demo.phone,
      emailConfirmedAt: momentOf(day, 9 * 60 + 17 * i + 5),
      newsletter: demo.newsletter,
      newsletterConsentAt: demo.newsletter ? opened : null,
      termsAcceptedAt: opened,
      createdAt: opened,
      updatedAt: opened,
    };
  });
  attachOrders(rows, history);
  return accounts;
}

/** Mutates the chosen orders and their lines in place: they become the demo accounts'. */
function attachOrders(
  rows: CatalogueRows,
  history: { orders: OrderRow[]; orderLines: OrderLineRow[] },
): void {
  const count = history.orders.length;
  const wanted = DEMO_CUSTOMERS.length * DEMO_ORDERS_PER_CUSTOMER;
  if (count === 0) return;
  // Every step-th order from the newest back: recent ones and older ones, in turn per account.
  const step = Math.max(1, Math.floor(count / (wanted + 1)));
  const chosen = new Map<number, number>();
  for (let j = 0; j < wanted; j++) {
    const order = history.orders[count - 1 - j * step];
    if (!order) break;
    chosen.set(order.id, j % DEMO_CUSTOMERS.length);
  }
  for (const order of history.orders) {
    const owner = chosen.get(order.id);
    const demo = owner === undefined ? undefined : DEMO_CUSTOMERS[owner];
    if (owner === undefined || !demo) continue;
    Object.assign(order, {
      customerId: owner + 1,
      email: demo.email,
      phone: demo.phone,
      firstName: demo.firstName,
      lastName: demo.lastName,
      delivery: demo.delivery,
      invoice: { kind: "person" },
      deliveryMethod: "curier",
      paymentMethod: "ramburs",
    } satisfies Partial<OrderRow>);
  }
  const books = new Map(rows.books.map((book) => [book.id, book]));
  const packs = new Map<number, { id: number; title: string; quantity: number }[]>();
  for (const item of rows.packItems) {
    const book = books.get(item.bookId);
    const list = packs.get(item.packId) ?? [];
    list.push({ id: item.bookId, title: book?.title ?? "", quantity: item.quantity ?? 1 });
    packs.set(item.packId, list);
  }
  for (const line of history.orderLines) {
    if (!chosen.has(line.orderId)) continue;
    const book = books.get(line.bookId) as BookRow;
    line.title = book.title;
    line.oldPrice = book.oldPrice ?? null;
    line.packContents = packs.get(line.bookId) ?? null;
  }
}

export type LedgerRow = typeof ledgerEntries.$inferInsert;

/** A welcome credit for the first demo account, in bani. */
const WELCOME_CREDIT = 5_000;

/**
 * The demo accounts' ledgers, as the shop would have written them: bonus points for each of their
 * delivered orders, and a welcome credit for the first account, so its Credit page and the
 * "pay with credit" box at checkout have something to show.
 */
export function buildDemoLedger(
  accounts: readonly CustomerRow[],
  history: { orders: OrderRow[] },
): LedgerRow[] {
  const entries: LedgerRow[] = [];
  const first = accounts[0];
  if (first?.createdAt) {
    entries.push({
      customerId: first.id,
      kind: "credit",
      amount: WELCOME_CREDIT,
      reason: "Credit de bun venit în programul de fidelitate",
      reference: "campaign:bun-venit",
      createdAt: first.createdAt,
    });
  }
  for (const order of history.orders) {
    if (order.customerId == null || order.status !== "delivered" || !order.placedAt) continue;
    const placed = new Date(order.placedAt);
    const delivered = new Date(placed.getTime() + 3 * 86_400_000);
    entries.push({
      customerId: order.customerId,
      kind: "bonus",
      amount: pointsFor(order.subtotal),
      reason: `Puncte pentru comanda nr. ${order.id + 100_000}`,
      reference: `order:${order.id}:earned`,
      expiresAt: new Date(delivered.getTime() + BONUS_VALID_DAYS * 86_400_000),
      createdAt: delivered,
    });
  }
  return entries;
}

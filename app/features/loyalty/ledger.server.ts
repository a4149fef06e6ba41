// The customer ledger: store credit (bani) and bonus points. Balances are sums of movements, each
// with a reason and a reference; a reference moves a kind at most once (ON CONFLICT DO NOTHING),
// so a repeated event (a retried cancel, a redelivered notification) cannot pay twice.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { customers, ledgerEntries } from "../../../db/schema-accounts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type LedgerKind = "credit" | "bonus";

import { BONUS_POINTS_PER_LEU } from "./rules";

export { BONUS_VALID_DAYS } from "./rules";

export interface Movement {
  kind: LedgerKind;
  amount: number;
  reason: string;
  reference: string;
  expiresAt?: Date | null;
}

export async function record(
  db: Database | Tx,
  customerId: number,
  movement: Movement,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(ledgerEntries)
    .values({ customerId, ...movement, expiresAt: movement.expiresAt ?? null, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  return inserted.length > 0;
}

export async function balances(
  db: Database | Tx,
  customerId: number,
): Promise<{ credit: number; bonus: number }> {
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.customerId, customerId))
    .groupBy(ledgerEntries.kind);
  const of = (kind: LedgerKind) => rows.find((row) => row.kind === kind)?.total ?? 0;
  return { credit: of("credit"), bonus: of("bonus") };
}

export async function movements(db: Database, customerId: number, kind: LedgerKind) {
  return db
    .select({
      amount: ledgerEntries.amount,
      reason: ledgerEntries.reason,
      reference: ledgerEntries.reference,
      expiresAt: ledgerEntries.expiresAt,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.kind, kind)))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(200);
}

/**
 * Locks the customer's row for this transaction: two orders spending the same credit at once
 * queue here, so the balance each one reads is the one it spends.
 */
export async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for("update");
}

/** What an order may take from the customer's credit: never more than the balance or the total. */
export function creditToApply(balance: number, payable: number): number {
  return Math.max(0, Math.min(balance, payable));
}

/** Points a delivered order earns. */
export function pointsFor(productsTotal: number): number {
  return Math.floor(productsTotal / 100) * BONUS_POINTS_PER_LEU;
}

/**
 * Everything an order moved in the ledger, reversed once (reference `<ref>:reversed`): credit it
 * spent comes back, points it earned go.
 */
export async function reverseOrderMovements(
  tx: Tx,
  customerId: number,
  orderId: number,
  reason: string,
  now: Date,
): Promise<void> {
  const moved = await tx
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      reference: ledgerEntries.reference,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.customerId, customerId),
        sql`${ledgerEntries.reference} in (${`order:${orderId}:spent`}, ${`order:${orderId}:earned`})`,
      ),
    );
  for (const movement of moved) {
    await record(
      tx,
      customerId,
      {
        kind: movement.kind,
        amount: -movement.amount,
        reason,
        reference: `${movement.reference}:reversed`,
      },
      now,
    );
  }
}

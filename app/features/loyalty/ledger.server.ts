// The customer ledger: store credit (bani) and bonus points. Balances are sums of movements, each
// with a reason and a reference; a reference moves a kind at most once (ON CONFLICT DO NOTHING),
// so a repeated event (a retried cancel, a redelivered notification) cannot pay twice.
// Points expire: what may be spent is worked out by replaying the points' movements (bonus-lots.ts);
// the expiry job writes what expired as movements, so the sums catch up within a minute.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { customers, ledgerEntries } from "../../../db/schema-accounts";
import {
  BONUS_EXPIRY_PREFIX,
  type BonusMovement,
  type BonusReplay,
  dueExpiries,
  REVERSED_MARK,
  replayBonus,
  spendableAt,
} from "./bonus-lots";
import { BONUS_POINTS_PER_LEU, BONUS_VALID_DAYS } from "./rules";

export type LedgerKind = "credit" | "bonus";

export { BONUS_VALID_DAYS } from "./rules";

/** The reason an expiry movement shows on the account. */
export const EXPIRED_REASON = "Puncte expirate";

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

async function bonusMovements(db: Database | Tx, customerId: number): Promise<BonusMovement[]> {
  return db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      reference: ledgerEntries.reference,
      expiresAt: ledgerEntries.expiresAt,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.kind, "bonus")))
    .orderBy(asc(ledgerEntries.id));
}

/**
 * Points the customer may spend at `now`: earned and not expired, less those spent (oldest
 * earnings first). Read under lockCustomer when spending them.
 */
export async function spendableBonus(
  db: Database | Tx,
  customerId: number,
  now: Date,
): Promise<number> {
  return spendableAt(replayBonus(await bonusMovements(db, customerId)), now);
}

/** Spendable points and when the next of them expire (the account's bonuses page). */
export async function bonusStatus(
  db: Database | Tx,
  customerId: number,
  now: Date,
  limit = 3,
): Promise<{ spendable: number; expiring: { points: number; expiresAt: Date }[] }> {
  const replay = replayBonus(await bonusMovements(db, customerId));
  const spendable = spendableAt(replay, now);
  const expiring =
    spendable === 0
      ? []
      : replay.lots
          .filter(
            (lot): lot is typeof lot & { expiresAt: Date } =>
              !lot.expired && lot.left > 0 && lot.expiresAt !== null && lot.expiresAt > now,
          )
          .slice(0, limit)
          .map((lot) => ({ points: lot.left, expiresAt: lot.expiresAt }));
  return { spendable, expiring };
}

/**
 * Writes off the points whose validity has passed: for each earning past its `expiresAt`, what
 * spends left of it becomes a `bonus-expiry:<earningId>` movement (once, whatever runs it), and
 * the earning is marked settled so the next rounds skip it. In batches of customers, each batch
 * one transaction that locks its customers with SKIP LOCKED: one being served by an order (or by
 * another instance running this) waits for the next round.
 */
export async function expireBonusPoints(
  db: Database,
  now: Date,
  { batchSize = 200, maxBatches = 25 }: { batchSize?: number; maxBatches?: number } = {},
): Promise<{ customers: number; points: number }> {
  const total = { customers: 0, points: 0 };
  for (let batch = 0; batch < maxBatches; batch++) {
    const done = await db.transaction(async (tx) => {
      const due = tx
        .selectDistinct({ customerId: ledgerEntries.customerId })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.kind, "bonus"),
            sql`${ledgerEntries.amount} > 0`,
            sql`${ledgerEntries.expiresAt} IS NOT NULL`,
            isNull(ledgerEntries.expirySettledAt),
            lte(ledgerEntries.expiresAt, now),
          ),
        )
        .orderBy(ledgerEntries.customerId)
        .limit(batchSize);
      const locked = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(inArray(customers.id, due))
        .orderBy(customers.id)
        .for("update", { skipLocked: true });
      if (locked.length === 0) return { customers: 0, points: 0, full: false };
      const ids = locked.map((row) => row.id);
      const rows = await tx
        .select({
          customerId: ledgerEntries.customerId,
          id: ledgerEntries.id,
          amount: ledgerEntries.amount,
          reference: ledgerEntries.reference,
          expiresAt: ledgerEntries.expiresAt,
          createdAt: ledgerEntries.createdAt,
          settled: sql<boolean>`${ledgerEntries.expirySettledAt} IS NOT NULL`,
        })
        .from(ledgerEntries)
        .where(and(inArray(ledgerEntries.customerId, ids), eq(ledgerEntries.kind, "bonus")))
        .orderBy(asc(ledgerEntries.customerId), asc(ledgerEntries.id));
      const expiries: (typeof ledgerEntries.$inferInsert)[] = [];
      const settled: number[] = [];
      let points = 0;
      const byCustomer = new Map<number, typeof rows>();
      for (const row of rows) {
        const own = byCustomer.get(row.customerId);
        if (own) own.push(row);
        else byCustomer.set(row.customerId, [row]);
      }
      for (const customerId of ids) {
        const own = byCustomer.get(customerId) ?? [];
        for (const lot of dueExpiries(replayBonus(own), now)) {
          if (lot.left > 0) {
            points += lot.left;
            expiries.push({
              customerId,
              kind: "bonus",
              amount: -lot.left,
              reason: EXPIRED_REASON,
              reference: `${BONUS_EXPIRY_PREFIX}${lot.id}`,
              expiresAt: null,
              createdAt: now,
            });
          }
        }
        for (const row of own) {
          if (row.amount > 0 && !row.settled && row.expiresAt !== null && row.expiresAt <= now) {
            settled.push(row.id);
          }
        }
      }
      if (expiries.length > 0)
        await tx.insert(ledgerEntries).values(expiries).onConflictDoNothing();
      if (settled.length > 0) {
        await tx
          .update(ledgerEntries)
          .set({ expirySettledAt: now })
          .where(inArray(ledgerEntries.id, settled));
      }
      return { customers: ids.length, points, full: locked.length === batchSize };
    });
    total.customers += done.customers;
    total.points += done.points;
    if (!done.full) break;
  }
  return total;
}

/** Points a delivered order earns. */
export function pointsFor(productsTotal: number): number {
  return Math.floor(productsTotal / 100) * BONUS_POINTS_PER_LEU;
}

/**
 * Everything an order moved in the ledger, reversed once (reference `<ref>:reversed`): credit and
 * points it spent come back, points it earned go. Points come back with the validity of the
 * earnings they were taken from (the latest of them: if that has passed too, the next expiry
 * round takes them); an earning takes back only what did not already expire.
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
  let replay: BonusReplay | null = null;
  for (const movement of moved) {
    let amount = -movement.amount;
    let expiresAt: Date | null = null;
    if (movement.kind === "bonus") {
      replay ??= replayBonus(await bonusMovements(tx, customerId));
      if (movement.amount < 0) {
        expiresAt = givenBackValidity(replay, movement.reference, now);
      } else {
        const lot = replay.lots.find((candidate) => candidate.reference === movement.reference);
        // Expired (or due to): that part is the expiry's, the rest was spent and is owed.
        if (lot && (lot.expired || (lot.expiresAt !== null && lot.expiresAt <= now))) {
          amount = -(movement.amount - lot.left);
        }
      }
    }
    if (amount === 0) continue;
    await record(
      tx,
      customerId,
      {
        kind: movement.kind,
        amount,
        reason,
        reference: `${movement.reference}${REVERSED_MARK}`,
        expiresAt,
      },
      now,
    );
  }
}

/** The points an order earned on delivery (0 when it earned none). */
export async function earnedByOrder(
  db: Database | Tx,
  customerId: number,
  orderId: number,
): Promise<number> {
  const [row] = await db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.customerId, customerId),
        eq(ledgerEntries.kind, "bonus"),
        eq(ledgerEntries.reference, `order:${orderId}:earned`),
      ),
    );
  return row?.amount ?? 0;
}

/**
 * A return's part of an order's points, once each: `back` of the points the order was paid with
 * come back, with the validity of the earnings its spend took them from; `taken` of the points its
 * books earned go, from that earning first (an earning past its validity gives up at most what of
 * it was spent, as reverseOrderMovements does). References
 * `order:<id>:spent:reversed:return:<return id>` and `order:<id>:earned:reversed:return:<…>`.
 */
export async function reverseReturnPoints(
  tx: Tx,
  customerId: number,
  input: { orderId: number; returnId: number; back: number; taken: number; reason: string },
  now: Date,
): Promise<void> {
  if (input.back <= 0 && input.taken <= 0) return;
  const replay = replayBonus(await bonusMovements(tx, customerId));
  const spent = `order:${input.orderId}:spent`;
  const earned = `order:${input.orderId}:earned`;
  const part = `${REVERSED_MARK}:return:${input.returnId}`;
  if (input.back > 0) {
    await record(
      tx,
      customerId,
      {
        kind: "bonus",
        amount: input.back,
        reason: input.reason,
        reference: `${spent}${part}`,
        expiresAt: givenBackValidity(replay, spent, now),
      },
      now,
    );
  }
  const lot = replay.lots.find((candidate) => candidate.reference === earned);
  if (input.taken <= 0 || !lot) return;
  const gone = lot.expired || (lot.expiresAt !== null && lot.expiresAt <= now);
  const taken = gone ? Math.min(input.taken, lot.amount - lot.left) : input.taken;
  if (taken <= 0) return;
  await record(
    tx,
    customerId,
    { kind: "bonus", amount: -taken, reason: input.reason, reference: `${earned}${part}` },
    now,
  );
}

/** The validity of points a spend gives back: the latest of the earnings it took them from. */
function givenBackValidity(replay: BonusReplay, reference: string, now: Date): Date | null {
  const taken = replay.taken.get(reference) ?? [];
  if (taken.length === 0) return new Date(now.getTime() + BONUS_VALID_DAYS * 86_400_000);
  if (taken.some((part) => part.expiresAt === null)) return null;
  return new Date(Math.max(...taken.map((part) => (part.expiresAt as Date).getTime())));
}

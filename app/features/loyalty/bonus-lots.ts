// Which bonus points are still good: the points' movements replayed in the order they were
// written. Every earning (and every give-back) is a lot with its own validity; a spend takes from
// the lots alive at its moment, oldest first; a lot past its validity takes no more spends, and
// what is left of it is the expiry job's to write off. Pure, so the checkout, the account pages and
// the expiry job read the same answer.

/** The reference of the movement writing off what was left of an earning: `bonus-expiry:<id>`. */
export const BONUS_EXPIRY_PREFIX = "bonus-expiry:";
/**
 * A movement undoing (part of) another names it: `<reference>:reversed` for a whole order,
 * `<reference>:reversed:return:<id>` for a return's part of it.
 */
export const REVERSED_MARK = ":reversed";

/** The reference a reversal undoes, or null when the movement is not one. */
export function reversedReference(reference: string): string | null {
  const at = reference.indexOf(REVERSED_MARK);
  if (at <= 0) return null;
  const rest = reference.slice(at + REVERSED_MARK.length);
  return rest === "" || rest.startsWith(":") ? reference.slice(0, at) : null;
}

export interface BonusMovement {
  id: number;
  amount: number;
  reference: string;
  expiresAt: Date | null;
  createdAt: Date;
}

export interface BonusLot {
  /** The earning's ledger id (the expiry's reference names it). */
  id: number;
  reference: string;
  amount: number;
  /** Points of it not spent (nor reversed). */
  left: number;
  expiresAt: Date | null;
  /** Its expiry movement is written. */
  expired: boolean;
}

export interface BonusReplay {
  /** Oldest first: by validity (every earning is valid as long), then as written. */
  lots: BonusLot[];
  /** Points spent beyond every live lot (an operator's debit, an earning reversed once spent). */
  deficit: number;
  /** What each spending movement took, from which lots: a give-back restores their validity. */
  taken: Map<string, { lotId: number; points: number; expiresAt: Date | null }[]>;
}

function alive(lot: BonusLot, at: Date): boolean {
  return !lot.expired && (lot.expiresAt === null || lot.expiresAt > at);
}

function older(a: BonusLot, b: BonusLot): number {
  if (a.expiresAt === null || b.expiresAt === null) {
    if (a.expiresAt !== b.expiresAt) return a.expiresAt === null ? 1 : -1;
  } else if (a.expiresAt.getTime() !== b.expiresAt.getTime()) {
    return a.expiresAt.getTime() - b.expiresAt.getTime();
  }
  return a.id - b.id;
}

/** Replays one customer's bonus movements, given in the order they were written (by id). */
export function replayBonus(movements: readonly BonusMovement[]): BonusReplay {
  const lots: BonusLot[] = [];
  const byId = new Map<number, BonusLot>();
  const byReference = new Map<string, BonusLot>();
  const taken: BonusReplay["taken"] = new Map();
  let deficit = 0;
  for (const movement of movements) {
    if (movement.reference.startsWith(BONUS_EXPIRY_PREFIX)) {
      const lot = byId.get(Number(movement.reference.slice(BONUS_EXPIRY_PREFIX.length)));
      if (lot) lot.expired = true;
      continue;
    }
    if (movement.amount > 0) {
      const lot: BonusLot = {
        id: movement.id,
        reference: movement.reference,
        amount: movement.amount,
        left: movement.amount,
        expiresAt: movement.expiresAt,
        expired: false,
      };
      // New points first settle what was spent beyond the balance, as the sum of movements does.
      const settled = Math.min(deficit, lot.left);
      lot.left -= settled;
      deficit -= settled;
      lots.push(lot);
      lots.sort(older);
      byId.set(lot.id, lot);
      byReference.set(lot.reference, lot);
      continue;
    }
    let need = -movement.amount;
    const parts: { lotId: number; points: number; expiresAt: Date | null }[] = [];
    const take = (lot: BonusLot) => {
      const points = Math.min(lot.left, need);
      if (points <= 0) return;
      lot.left -= points;
      need -= points;
      parts.push({ lotId: lot.id, points, expiresAt: lot.expiresAt });
    };
    // An earning reversed (its order cancelled or returned) takes back its own points first.
    const undone = reversedReference(movement.reference);
    if (undone !== null) {
      const own = byReference.get(undone);
      if (own && alive(own, movement.createdAt)) take(own);
    }
    for (const lot of lots) {
      if (need === 0) break;
      if (alive(lot, movement.createdAt)) take(lot);
    }
    deficit += need;
    taken.set(movement.reference, parts);
  }
  return { lots, deficit, taken };
}

/** Points that may be spent at `now`. */
export function spendableAt(replay: BonusReplay, now: Date): number {
  const live = replay.lots.reduce((sum, lot) => sum + (alive(lot, now) ? lot.left : 0), 0);
  return Math.max(0, live - replay.deficit);
}

/** Lots past their validity at `now` whose expiry is not written yet (`left` may be 0). */
export function dueExpiries(replay: BonusReplay, now: Date): BonusLot[] {
  return replay.lots.filter(
    (lot) => !lot.expired && lot.expiresAt !== null && lot.expiresAt <= now,
  );
}

// Entering checkout holds copies out of every other shopper's reach for the reservation's time, so
// one client may enter only so often and hold only so many copies (THROTTLE_RULES): without it a
// script could keep a title's, or the whole catalogue's, stock held with anonymous calls.
import { inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "../../../db/client.server";
import { books } from "../../../db/schema";
import { clientKey, enforceLimit } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";

/**
 * Counts an entry and the copies it can hold for the client; over either limit, throws the 429
 * answer. A line counts at most its book's per-order maximum (what entering holds at most), so one
 * request asking for 1,000 copies of a book sold 10 at a time does not lock its client out.
 */
export async function throttleCheckoutEntry(
  context: Pick<AppLoadContext, "db" | "clientAddress">,
  lines: readonly { id: number; quantity: number }[],
  answer: "json" | "page",
): Promise<void> {
  const client = clientKey(context.clientAddress);
  await enforceLimit(context.db, THROTTLE_RULES.checkoutEntryPerClient, client, answer);
  const copies = await holdableCopies(context.db, lines);
  if (copies === 0) return;
  await enforceLimit(context.db, THROTTLE_RULES.checkoutCopiesPerClient, client, answer, {
    weight: copies,
  });
}

/** The copies `lines` can hold at most: each capped at its book's per-order maximum. */
async function holdableCopies(
  db: Database,
  lines: readonly { id: number; quantity: number }[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const rows = await db
    .select({ id: books.id, maxPerOrder: books.maxPerOrder })
    .from(books)
    .where(
      inArray(
        books.id,
        lines.map((line) => line.id),
      ),
    );
  const maxOf = new Map(rows.map((row) => [row.id, row.maxPerOrder]));
  return lines.reduce((sum, line) => sum + Math.min(line.quantity, maxOf.get(line.id) ?? 0), 0);
}

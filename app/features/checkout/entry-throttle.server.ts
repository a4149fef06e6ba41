// Entering checkout holds copies out of every other shopper's reach for the reservation's time, so
// one client may enter only so often and hold only so many copies (THROTTLE_RULES): without it a
// script could keep a title's, or the whole catalogue's, stock held with anonymous calls.
import type { AppLoadContext } from "react-router";
import { clientKey, enforceLimit } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";

/** Counts an entry and its copies for the client; over either limit, throws the 429 answer. */
export async function throttleCheckoutEntry(
  context: Pick<AppLoadContext, "db" | "clientAddress">,
  lines: readonly { quantity: number }[],
  answer: "json" | "page",
): Promise<void> {
  const client = clientKey(context.clientAddress);
  await enforceLimit(context.db, THROTTLE_RULES.checkoutEntryPerClient, client, answer);
  const copies = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (copies === 0) return;
  await enforceLimit(context.db, THROTTLE_RULES.checkoutCopiesPerClient, client, answer, {
    weight: copies,
  });
}

// `npm run order -- <number> [status...] [--by name] [--note text]`: an operator's view of an order
// and the way to move it along the transition table (the shop has no back office yet).
import { asc, eq } from "drizzle-orm";
import { orderGiftCards } from "../app/features/gift-cards/issue.server";
import { afterOrderPaid, writeOrderEmail } from "../app/features/orders/order-emails.server";
import { moveOrder, movePayment } from "../app/features/orders/order-status.server";
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "../app/features/orders/transitions";
import { readCommandArgs } from "../app/lib/command-args";
import { publicStore } from "../app/lib/env.server";
import { formatLei } from "../app/lib/money";
import { oneLine } from "../app/lib/one-line";
import { orderEvents, orders } from "../db/schema-orders";
import {
  type DatabaseRunner,
  minuteInShop,
  type OperatorCommand,
  runCommand,
} from "./operator-command";

// As `npm run stock` takes them.
const MAX_NAME = 100;
const MAX_NOTE = 500;

const USAGE = `Usage: npm run order -- <number> [status...] [--by name] [--note text]

  number     the order number the shopper sees (e.g. 100245)
  status     an order status (${ORDER_STATUSES.join(", ")})
             or a payment status (${PAYMENT_STATUSES.join(", ")}); several are moved in turn,
             each its own move (e.g. "delivered paid": the courier delivered and collected)
  --by NAME  who moves it, in its history ("operator" unless said)
  --note T   what its history should say too, up to ${MAX_NOTE} characters

Without a status, prints the order and its history. A move outside the transition table is
refused, and the statuses after it are not tried (the moves before it stay). Cancelling puts the copies back; cancelled and paid send the shopper's e-mail; paid
also issues the codes of the order's gift vouchers and e-mails them to their recipients. The
database is DATABASE_URL when set, otherwise PGlite in DATA_DIR; PGlite allows one process, so
stop the server first.`;

const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

const OPTIONS = { by: { type: "string" }, note: { type: "string" } } as const;

function refuse(message?: string): number {
  console.error(message ? `${message}\n\n${USAGE}` : USAGE);
  return 2;
}

async function main(argv: string[], withDatabase: DatabaseRunner): Promise<number> {
  const parsed = readCommandArgs(argv, OPTIONS);
  if (!parsed.ok) return refuse(parsed.message);
  const [numberText, ...targets] = parsed.positionals;
  if (!numberText || !/^\d{1,9}$/.test(numberText)) return refuse();
  const unknown = targets.find((target) => !isOrderStatus(target) && !isPaymentStatus(target));
  if (unknown !== undefined) return refuse(`Unknown status "${unknown}".`);
  const by = parsed.values.by === undefined ? undefined : oneLine(parsed.values.by);
  const note = oneLine(parsed.values.note ?? "");
  if ((by !== undefined || parsed.values.note !== undefined) && targets.length === 0)
    return refuse("--by and --note go with a status to move to.");
  if (by !== undefined && (by.length === 0 || by.length > MAX_NAME))
    return refuse(`--by takes a name of 1 to ${MAX_NAME} characters.`);
  if (note.length > MAX_NOTE) return refuse(`The note is over ${MAX_NOTE} characters.`);
  return withDatabase(async (database, env) => {
    const { db } = database;
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.number, Number(numberText)));
    if (!order) {
      console.error(`No order number ${numberText}.`);
      return 1;
    }
    const actor = by ?? "operator";
    const store = publicStore(env);
    for (const target of targets) {
      const now = new Date();
      const result = isOrderStatus(target)
        ? await moveOrder(db, {
            orderId: order.id,
            to: target,
            actor,
            now,
            ...(note ? { note } : {}),
            onMoved: (tx, id) =>
              target === "cancelled"
                ? writeOrderEmail(tx, store, id, "cancelled")
                : Promise.resolve(),
          })
        : await movePayment(db, {
            orderId: order.id,
            to: target as PaymentStatus,
            actor,
            now,
            ...(note ? { note } : {}),
            onMoved: (tx, id) =>
              target === "paid" ? afterOrderPaid(tx, store, id, now) : Promise.resolve(),
          });
      if (!result.ok) {
        console.error(
          result.reason === "not-found"
            ? "The order is gone."
            : result.reason === "has-returns"
              ? `Refused: the order has returns (npm run return); its books come back through them.`
              : `Refused: ${result.from} → ${result.to} is not in the transition table.`,
        );
        return 1;
      }
      console.log(`Order ${order.number}: ${result.from} → ${result.to} (by ${actor}).`);
    }
    const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
    const history = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    if (!now) return 1;
    console.log(
      `Order ${now.number} (${now.publicId}): ${now.status}, payment ${now.paymentStatus} (${now.paymentMethod ?? "—"}), total ${formatLei(now.total)}, ${now.email ?? "no e-mail"}`,
    );
    console.log(`Next: ${ORDER_TRANSITIONS[now.status].join(", ") || "none (final)"}`);
    for (const card of await orderGiftCards(db, order.id)) {
      console.log(
        `  gift voucher ${formatLei(card.value)} for ${card.recipientEmail}: ${card.status}${card.sendOn ? `, for ${card.sendOn}` : ""}`,
      );
    }
    for (const event of history) {
      console.log(
        `  ${minuteInShop(event.at)}  ${event.kind} ${event.fromValue ?? "∅"} → ${event.toValue}  by ${event.actor}${event.note ? ` (${event.note})` : ""}`,
      );
    }
    return 0;
  });
}

export const command: OperatorCommand = { usage: USAGE, main };

runCommand(command, import.meta.url);

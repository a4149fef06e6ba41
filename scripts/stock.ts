// `npm run stock -- <book> [--add N | --remove N | --set N] [--reason R] [--note TEXT] [--by NAME]`:
// a book's stock and the way the shop moves it outside orders and returns (deliveries, stocktakes,
// damaged or lost copies), each move recorded with the count before and after and who recorded it;
// `--low N`: what to reorder.
import { userInfo } from "node:os";
import { type BookRef, describeBookRef } from "../app/features/catalogue/book-ref";
import { lowStock } from "../app/features/stock/low-stock.server";
import {
  type Adjustment,
  adjustStock,
  stockReport,
} from "../app/features/stock/stock-adjustments.server";
import { parseStockCommand, STOCK_USAGE } from "../app/features/stock/stock-command";
import type { StockChange, StockReason } from "../app/features/stock/stock-reasons";
import { todayInShop } from "../app/lib/dates";
import type { Database } from "../db/client.server";
import {
  type DatabaseRunner,
  minuteInShop,
  type OperatorCommand,
  runCommand,
} from "./operator-command";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const copies = (n: number) => `${n} ${n === 1 ? "copy" : "copies"}`;

function adjustmentLine(a: Adjustment): string {
  const note = a.note ? `  "${a.note}"` : "";
  const by = a.recordedBy ? `  (${a.recordedBy})` : "";
  return `  ${minuteInShop(a.createdAt)}  ${signed(a.delta).padStart(6)}  ${a.stockBefore} → ${a.stockAfter}  ${a.reason}${note}${by}`;
}

async function main(argv: string[], withDatabase: DatabaseRunner): Promise<number> {
  const command = parseStockCommand(argv);
  if (!command.ok) {
    console.error(`${command.message}\n\n${STOCK_USAGE}`);
    return 2;
  }
  return withDatabase(async (database) => {
    if ("low" in command) return await printLowStock(database.db, command.low);
    if (command.change) {
      const recorded = await adjust(database.db, { ...command, change: command.change });
      if (recorded !== 0) return recorded;
    }
    return await printReport(database.db, command.book);
  });
}

async function adjust(
  db: Database,
  command: {
    book: BookRef;
    change: StockChange;
    reason: StockReason;
    note: string;
    by: string | null;
  },
): Promise<number> {
  const { by, ...adjustment } = command;
  const result = await adjustStock(db, {
    ...adjustment,
    recordedBy: by ?? operatorName(),
    now: new Date(),
  });
  if (!result.ok) {
    console.error(
      result.reason === "unknown-book"
        ? `No book ${describeBookRef(command.book)}.`
        : result.reason === "not-enough-stock"
          ? `Refused: the shelf has ${copies(result.stock)}; nothing changed.`
          : "Refused: the reason does not go with the change.",
    );
    return 1;
  }
  console.log(`Recorded:\n${adjustmentLine(result.adjustment)}\n`);
  const short = result.held - result.adjustment.stockAfter;
  if (short > 0) {
    console.log(
      `Live checkouts hold ${copies(result.held)}, ${short} more than the shelf has now: those shoppers are told at the order that the book is not in stock.\n`,
    );
  }
  return 0;
}

async function printReport(db: Database, ref: BookRef): Promise<number> {
  const report = await stockReport(db, ref, new Date());
  if (!report) {
    console.error(`No book ${describeBookRef(ref)}.`);
    return 1;
  }
  const { book } = report;
  console.log(
    [
      `${book.title} (#${book.id}${book.isbn13 ? `, ISBN ${book.isbn13}` : ""}, ${book.format}) /carte/${book.slug}`,
      `Stock ${report.stock} · held by live checkouts ${report.held} · sold ${report.salesCount}`,
      report.adjustments.length === 0
        ? "No adjustments recorded."
        : `Latest adjustments:\n${report.adjustments.map(adjustmentLine).join("\n")}`,
    ].join("\n"),
  );
  return 0;
}

async function printLowStock(db: Database, low: { atMost: number; days: number }): Promise<number> {
  const now = new Date();
  const rows = await lowStock(db, { ...low, now, today: todayInShop(now) });
  if (rows.length === 0) {
    console.log(`No book on sale has ${low.atMost} copies or fewer free.`);
    return 0;
  }
  console.log(
    [
      `Books with at most ${low.atMost} copies free, the most ordered in the last ${low.days} days first:`,
      `${"id".padStart(7)}  ${"ISBN".padEnd(13)}  ${"stock".padStart(5)}  ${"held".padStart(5)}  ${"ordered".padStart(7)}  title`,
      ...rows.map(
        (row) =>
          `${String(row.id).padStart(7)}  ${(row.isbn13 ?? "-").padEnd(13)}  ${String(row.stock).padStart(5)}  ${String(row.held).padStart(5)}  ${String(row.sold).padStart(7)}  ${row.title}`,
      ),
    ].join("\n"),
  );
  return 0;
}

function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return "";
  }
}

export const command: OperatorCommand = { usage: STOCK_USAGE, main };

runCommand(command, import.meta.url);

// `npm run stock -- <book> [--add N | --remove N | --set N] [--reason R] [--note TEXT]`: a book's
// stock and the way the shop moves it outside orders and returns (deliveries, stocktakes, damaged
// or lost copies), each move recorded with the count before and after.
import { userInfo } from "node:os";
import { describeBookRef } from "../app/features/stock/book-ref";
import type { Adjustment } from "../app/features/stock/stock-adjustments.server";
import { adjustStock, stockReport } from "../app/features/stock/stock-adjustments.server";
import { parseStockCommand, STOCK_USAGE } from "../app/features/stock/stock-command";
import { SHOP_TIME_ZONE } from "../app/lib/dates";
import { EnvError, parseEnv } from "../app/lib/env.server";
import { openDatabase } from "../db/client.server";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
// "2026-11-27 11:08", in the shop's time zone.
const minuteInShop = new Intl.DateTimeFormat("sv-SE", {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});
const when = (at: Date) => minuteInShop.format(at);

function adjustmentLine(a: Adjustment): string {
  const note = a.note ? `  "${a.note}"` : "";
  const by = a.recordedBy ? `  (${a.recordedBy})` : "";
  return `  ${when(a.createdAt)}  ${signed(a.delta).padStart(6)}  ${a.stockBefore} → ${a.stockAfter}  ${a.reason}${note}${by}`;
}

async function main(argv: string[]): Promise<number> {
  const command = parseStockCommand(argv);
  if (!command.ok) {
    console.error(`${command.message}\n\n${STOCK_USAGE}`);
    return 2;
  }
  const env = parseEnv(process.env);
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  });
  try {
    await database.migrate();
    if (command.change) {
      const result = await adjustStock(database.db, {
        book: command.book,
        change: command.change,
        reason: command.reason,
        note: command.note,
        recordedBy: operatorName(),
        now: new Date(),
      });
      if (!result.ok) {
        console.error(
          result.reason === "unknown-book"
            ? `No book ${describeBookRef(command.book)}.`
            : result.reason === "not-enough-stock"
              ? `Refused: the shelf has ${result.stock} copies; nothing changed.`
              : "Refused: the reason does not go with the change.",
        );
        return 1;
      }
      console.log(`Recorded:\n${adjustmentLine(result.adjustment)}\n`);
      if (result.held > result.adjustment.stockAfter) {
        console.log(
          `Live checkouts hold ${result.held} copies, ${result.held - result.adjustment.stockAfter} more than the shelf has now: those shoppers are told at the order that the book is not in stock.\n`,
        );
      }
    }
    const report = await stockReport(database.db, command.book, new Date());
    if (!report) {
      console.error(`No book ${describeBookRef(command.book)}.`);
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
  } finally {
    await database.close();
  }
}

function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return "";
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);

// The operator's `npm run stock` arguments, read and checked before anything touches the database.
import { type CommandArgs, readCommandArgs } from "../../lib/command-args";
import { oneLine } from "../../lib/one-line";
import { type BookRef, parseBookRef } from "../catalogue/book-ref";
import {
  DEFAULT_REASON,
  isStockReason,
  reasonFits,
  STOCK_REASONS,
  type StockChange,
  type StockReason,
} from "./stock-reasons";

const OPTIONS = {
  add: { type: "string" },
  remove: { type: "string" },
  set: { type: "string" },
  reason: { type: "string" },
  note: { type: "string" },
  by: { type: "string" },
  low: { type: "string" },
  days: { type: "string" },
} as const;

const MAX_COPIES = 100_000;
const MAX_COUNT = 1_000_000;
const MAX_NOTE = 500;
const MAX_NAME = 100;
const MAX_DAYS = 366;
/** The sales window of the low-stock list unless --days says otherwise. */
const DEFAULT_DAYS = 30;

export const STOCK_USAGE = `Usage: npm run stock -- <book> [--add N | --remove N | --set N] [--reason R] [--note TEXT] [--by NAME]
       npm run stock -- --low N [--days D]

  book       the book's id, ISBN-13 (hyphens allowed) or slug (as in /carte/<slug>)
  --add N    N copies came in (reason "received" unless said)
  --remove N N copies left the shelf outside an order; say why with --reason
  --set N    a stocktake found N copies (reason "stocktake")
  --reason R ${Object.entries(STOCK_REASONS)
    .map(([code, { label }]) => `${code}: ${label}`)
    .join("\n             ")}
  --note T   what the record should say too (an invoice number, what happened), up to ${MAX_NOTE} characters
  --by NAME  who records it (as npm run order says it); the system user unless said
  --low N    what to reorder: books on sale with at most N copies free for shoppers (stock less
             what live checkouts hold), pre-orders left out, the most ordered in the last
             D days (--days, ${DEFAULT_DAYS} unless said) first; 50 at most

Without a change, prints the book's stock, what live checkouts hold of it and its latest
adjustments. Running shops see the new count within seconds. The database is DATABASE_URL when
set, otherwise PGlite in DATA_DIR; PGlite allows one process, so stop the server first.`;

export type StockCommand =
  | { ok: true; low: { atMost: number; days: number } }
  | { ok: true; book: BookRef; change: null }
  | {
      ok: true;
      book: BookRef;
      change: StockChange;
      reason: StockReason;
      note: string;
      /** Who records it, when said (else the caller's system user). */
      by: string | null;
    }
  | { ok: false; message: string };

const refuse = (message: string): StockCommand => ({ ok: false, message });

function whole(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export function parseStockCommand(argv: string[]): StockCommand {
  const parsed = readCommandArgs(argv, OPTIONS);
  if (!parsed.ok) return refuse(parsed.message);
  const { values, positionals } = parsed;
  if (values.low !== undefined) return lowStockCommand(values, positionals);
  if (values.days !== undefined) return refuse("--days goes with --low.");
  if (positionals.length !== 1) return refuse("Name one book.");
  const book = parseBookRef(positionals[0] ?? "");
  if (!book) return refuse(`"${positionals[0]}" is not a book id, ISBN-13 or slug.`);

  const asked = (["add", "remove", "set"] as const).filter((kind) => values[kind] !== undefined);
  if (asked.length > 1) return refuse("Give one of --add, --remove and --set.");
  const kind = asked[0];
  if (!kind) {
    if (values.reason !== undefined || values.note !== undefined || values.by !== undefined)
      return refuse("--reason, --note and --by go with a change (--add, --remove or --set).");
    return { ok: true, book, change: null };
  }
  const n = kind === "set" ? whole(values[kind], 0, MAX_COUNT) : whole(values[kind], 1, MAX_COPIES);
  if (n === null) {
    return refuse(
      kind === "set"
        ? `--set takes the count found, 0 to ${MAX_COUNT}.`
        : `--${kind} takes a number of copies, 1 to ${MAX_COPIES}.`,
    );
  }
  const change: StockChange = kind === "set" ? { kind, count: n } : { kind, copies: n };

  const reason = values.reason ?? DEFAULT_REASON[kind];
  if (reason === null) return refuse(`Say why the copies leave: --reason ${outReasons()}.`);
  if (!isStockReason(reason)) return refuse(`Unknown reason "${reason}".`);
  if (!reasonFits(reason, change)) return refuse(`"${reason}" does not go with --${kind}.`);

  const note = oneLine(values.note ?? "");
  if (note.length > MAX_NOTE) return refuse(`The note is over ${MAX_NOTE} characters.`);
  const by = values.by === undefined ? null : oneLine(values.by);
  if (by !== null && (by.length === 0 || by.length > MAX_NAME))
    return refuse(`--by takes a name of 1 to ${MAX_NAME} characters.`);
  return { ok: true, book, change, reason, note, by };
}

function lowStockCommand(
  values: CommandArgs<typeof OPTIONS>["values"],
  positionals: string[],
): StockCommand {
  const others = ["add", "remove", "set", "reason", "note", "by"] as const;
  if (positionals.length > 0 || others.some((option) => values[option] !== undefined))
    return refuse("--low lists books: it takes no book and no change.");
  const atMost = whole(values.low, 0, MAX_COUNT);
  if (atMost === null) return refuse(`--low takes a number of copies, 0 to ${MAX_COUNT}.`);
  const days = values.days === undefined ? DEFAULT_DAYS : whole(values.days, 1, MAX_DAYS);
  if (days === null) return refuse(`--days takes a number of days, 1 to ${MAX_DAYS}.`);
  return { ok: true, low: { atMost, days } };
}

const outReasons = () =>
  (Object.keys(STOCK_REASONS) as StockReason[])
    .filter((reason) => reasonFits(reason, { kind: "remove", copies: 1 }))
    .join(" | ");

// The operator's `npm run price` arguments, read and checked before anything touches the database.
import { readCommandArgs } from "../../lib/command-args";
import { parseLei } from "../../lib/money";
import { type BookRef, parseBookRef } from "../catalogue/book-ref";

const OPTIONS = { set: { type: "string" }, prp: { type: "string" } } as const;

export const PRICE_USAGE = `Usage: npm run price -- <book> [--set LEI] [--prp LEI|none]

  book        the book's id, ISBN-13 (hyphens allowed) or slug (as in /carte/<slug>)
  --set LEI   the regular price, in lei ("49,99", "49.99" or "49"): what the book costs without
              a campaign. While a campaign price is in force it stays the campaign's base (a
              percent off follows it; a fixed campaign price no longer below it ends) and
              returns when the campaign ends.
  --prp LEI   the recommended retail price (PRP), struck through on the cards when above the
              price; "none" drops it

Without a change, prints what shoppers pay, the regular price, the PRP, the campaign price in
force, the lowest price of the last 30 days and the latest prices. Running shops see a change
within seconds. The database is DATABASE_URL when set, otherwise PGlite in DATA_DIR; PGlite
allows one process, so stop the server first.`;

export type PriceCommand =
  | {
      ok: true;
      book: BookRef;
      /** Bani; undefined leaves the regular price. */
      regularPrice?: number;
      /** Bani, null to drop it; undefined leaves the PRP. */
      prp?: number | null;
    }
  | { ok: false; message: string };

const refuse = (message: string): PriceCommand => ({ ok: false, message });

export function parsePriceCommand(argv: string[]): PriceCommand {
  const parsed = readCommandArgs(argv, OPTIONS);
  if (!parsed.ok) return refuse(parsed.message);
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return refuse("Name one book.");
  const book = parseBookRef(positionals[0] ?? "");
  if (!book) return refuse(`"${positionals[0]}" is not a book id, ISBN-13 or slug.`);
  const command: PriceCommand = { ok: true, book };
  if (values.set !== undefined) {
    const regularPrice = parseLei(values.set);
    if (regularPrice === null)
      return refuse(`--set takes a price in lei, 0,01 to 99999,99 ("49,99"), not "${values.set}".`);
    command.regularPrice = regularPrice;
  }
  if (values.prp !== undefined) {
    const none = values.prp.trim().toLowerCase() === "none";
    const prp = none ? null : parseLei(values.prp);
    if (!none && prp === null)
      return refuse(`--prp takes a price in lei ("59,99") or "none", not "${values.prp}".`);
    command.prp = prp;
  }
  return command;
}

// The operator's `npm run voucher` arguments, read and checked before anything touches the database.
import { type CommandArgs, readCommandArgs } from "../../lib/command-args";
import { addDays, shopDayAt } from "../../lib/dates";
import { parseLei } from "../../lib/money";
import { oneLine } from "../../lib/one-line";
import { isVoucherCode } from "./voucher-cookie";

const OPTIONS = {
  create: { type: "boolean" },
  end: { type: "boolean" },
  percent: { type: "string" },
  lei: { type: "string" },
  "free-shipping": { type: "boolean" },
  min: { type: "string" },
  from: { type: "string" },
  until: { type: "string" },
  uses: { type: "string" },
  "per-customer": { type: "string" },
  "first-order": { type: "boolean" },
  combinable: { type: "boolean" },
  for: { type: "string" },
  note: { type: "string" },
} as const;

const MAX_USES = 1_000_000;
const MAX_NOTE = 500;

export const VOUCHER_USAGE = `Usage: npm run voucher -- <CODE>
       npm run voucher -- <CODE> --create (--percent N | --lei LEI | --free-shipping)
                         [--min LEI] [--from DATE] [--until DATE] [--uses N] [--per-customer N]
                         [--first-order] [--combinable] [--for EMAIL] [--note TEXT]
       npm run voucher -- <CODE> --end

  CODE             3 to 64 letters, digits, - or _; shoppers type it in any case
  --create         a new code:
    --percent N    N % off the books (1 to 100)
    --lei LEI      LEI off the order ("10", "12,50")
    --free-shipping  free delivery
    --min LEI      only from an order of LEI (the books' subtotal)
    --from DATE    valid from the start of DATE (YYYY-MM-DD, the shop's time zone); now unless said
    --until DATE   valid to the end of DATE; no end unless said
    --uses N       N orders in all; --per-customer N: N orders per customer (account or e-mail)
    --first-order  only for a shopper's first order
    --combinable   also on books already at a campaign price (not unless said)
    --for EMAIL    the address it is given to: its account lists it among its vouchers (like a
                   gift voucher, whoever has the code may use it; --uses 1 makes it single-use)
    --note TEXT    why it exists, for the shop (a complaint, a partner), up to ${MAX_NOTE} characters
  --end            ends the code now: orders placed keep their discount, checkouts holding it
                   are told at the order

Without an action, prints the code's terms, where it stands and its latest orders. The database
is DATABASE_URL when set, otherwise PGlite in DATA_DIR; PGlite allows one process, so stop the
server first.`;

export type NewVoucherBenefit =
  | { kind: "percent"; value: number }
  | { kind: "amount"; value: number }
  | { kind: "free-shipping"; value: 0 };

export interface NewVoucher {
  code: string;
  benefit: NewVoucherBenefit;
  /** Bani. */
  minOrder: number;
  /** Null: from now. */
  startsAt: Date | null;
  /** Null: no end. */
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  firstOrderOnly: boolean;
  combinable: boolean;
  /** The e-mail it is given to, lower case (its account lists it), or null. */
  issuedTo: string | null;
  description: string;
}

export type VoucherCommand =
  | { ok: true; action: "show" | "end"; code: string }
  | { ok: true; action: "create"; voucher: NewVoucher }
  | { ok: false; message: string };

const refuse = (message: string): VoucherCommand => ({ ok: false, message });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d\d-\d\d$/;

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function count(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_USES ? value : null;
}

const CREATE_OPTIONS = [
  "percent",
  "lei",
  "free-shipping",
  "min",
  "from",
  "until",
  "uses",
  "per-customer",
  "first-order",
  "combinable",
  "for",
  "note",
] as const;

export function parseVoucherCommand(argv: string[]): VoucherCommand {
  const parsed = readCommandArgs(argv, OPTIONS);
  if (!parsed.ok) return refuse(parsed.message);
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return refuse("Name one code.");
  const code = (positionals[0] ?? "").trim();
  if (!isVoucherCode(code))
    return refuse(`"${code}" is not a code: 3 to 64 letters, digits, - or _.`);
  if (values.create && values.end) return refuse("Give one of --create and --end.");
  const terms = CREATE_OPTIONS.filter((option) => values[option] !== undefined);
  if (!values.create) {
    if (terms.length > 0) return refuse(`--${terms[0]} goes with --create.`);
    return { ok: true, action: values.end ? "end" : "show", code };
  }
  return createCommand(code, values);
}

function createCommand(
  code: string,
  values: CommandArgs<typeof OPTIONS>["values"],
): VoucherCommand {
  const kinds = (["percent", "lei", "free-shipping"] as const).filter(
    (kind) => values[kind] !== undefined,
  );
  if (kinds.length !== 1) return refuse("Give one of --percent, --lei and --free-shipping.");
  let benefit: NewVoucherBenefit;
  if (values.percent !== undefined) {
    const percent = /^\d{1,3}$/.test(values.percent) ? Number(values.percent) : 0;
    if (percent < 1 || percent > 100) return refuse("--percent takes 1 to 100.");
    benefit = { kind: "percent", value: percent };
  } else if (values.lei !== undefined) {
    const lei = parseLei(values.lei);
    if (lei === null) return refuse(`--lei takes an amount in lei ("10", "12,50").`);
    benefit = { kind: "amount", value: lei };
  } else {
    benefit = { kind: "free-shipping", value: 0 };
  }

  const minOrder = values.min === undefined ? 0 : parseLei(values.min);
  if (minOrder === null) return refuse(`--min takes an amount in lei ("100").`);
  for (const option of ["from", "until"] as const) {
    const date = values[option];
    if (date !== undefined && !validDate(date))
      return refuse(`--${option} takes a date as YYYY-MM-DD, not "${date}".`);
  }
  // Midnight in Bucharest: the day's start, and for --until the next day's start (exclusive).
  const startsAt = values.from ? shopDayAt(values.from, 0) : null;
  const endsAt = values.until ? shopDayAt(addDays(values.until, 1), 0) : null;
  if (startsAt && endsAt && startsAt >= endsAt) return refuse("--until comes before --from.");

  const maxUses = values.uses === undefined ? null : count(values.uses);
  if (values.uses !== undefined && maxUses === null)
    return refuse(`--uses takes a number of orders, 1 to ${MAX_USES}.`);
  const perCustomer = values["per-customer"];
  const maxUsesPerCustomer = perCustomer === undefined ? null : count(perCustomer);
  if (perCustomer !== undefined && maxUsesPerCustomer === null)
    return refuse(`--per-customer takes a number of orders, 1 to ${MAX_USES}.`);

  const issuedTo = values.for === undefined ? null : values.for.trim().toLowerCase();
  if (issuedTo !== null && (!EMAIL.test(issuedTo) || issuedTo.length > 254))
    return refuse(`--for takes an e-mail address, not "${values.for}".`);
  const description = oneLine(values.note ?? "");
  if (description.length > MAX_NOTE) return refuse(`The note is over ${MAX_NOTE} characters.`);

  return {
    ok: true,
    action: "create",
    voucher: {
      code,
      benefit,
      minOrder,
      startsAt,
      endsAt,
      maxUses,
      maxUsesPerCustomer,
      firstOrderOnly: values["first-order"] === true,
      combinable: values.combinable === true,
      issuedTo,
      description,
    },
  };
}

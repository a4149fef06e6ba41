// `npm run voucher -- <CODE> [--create ... | --end]`: a voucher code's terms, where it stands and
// the orders that took it; a new code made by the operator (a complaint, a partner, a newsletter);
// a code ended now.
import { describeVoucher } from "../app/features/account/voucher-terms";
import {
  createVoucher,
  endVoucher,
  type VoucherReport,
  voucherReport,
} from "../app/features/promotions/voucher-admin.server";
import { parseVoucherCommand, VOUCHER_USAGE } from "../app/features/promotions/voucher-command";
import { formatLei } from "../app/lib/money";
import type { Database } from "../db/client.server";
import {
  type DatabaseRunner,
  minuteInShop,
  type OperatorCommand,
  runCommand,
} from "./operator-command";

/** The last minute a window includes: an end at midnight reads as the day before's 23:59. */
const lastMinute = (end: Date) => minuteInShop(new Date(end.getTime() - 1));

async function main(argv: string[], withDatabase: DatabaseRunner): Promise<number> {
  const command = parseVoucherCommand(argv);
  if (!command.ok) {
    console.error(`${command.message}\n\n${VOUCHER_USAGE}`);
    return 2;
  }
  return withDatabase(async ({ db }) => {
    const now = new Date();
    if (command.action === "create") {
      const created = await createVoucher(db, command.voucher);
      if (!created.ok) {
        console.error(`A code ${command.voucher.code} exists already (codes ignore case).`);
        return 1;
      }
      console.log(
        `Created ${command.voucher.code}${created.accountId === null ? "" : `, listed among the vouchers of account #${created.accountId}`}.\n`,
      );
      return printReport(db, command.voucher.code, now);
    }
    if (command.action === "end") {
      const ended = await endVoucher(db, command.code, now);
      if (!ended.ok) {
        console.error(`No code ${command.code}.`);
        return 1;
      }
      console.log(
        ended.already
          ? `${command.code} had ended already, ${lastMinute(ended.endsAt)}.\n`
          : `Ended ${command.code} now: checkouts holding it are told at the order.\n`,
      );
    }
    return printReport(db, command.code, now);
  });
}

async function printReport(db: Database, code: string, now: Date): Promise<number> {
  const report = await voucherReport(db, code);
  if (!report) {
    console.error(`No code ${code}.`);
    return 1;
  }
  console.log(describe(report, now));
  return 0;
}

function describe({ voucher: v, uses }: VoucherReport, now: Date): string {
  const benefit = describeVoucher({
    kind: v.kind,
    value: v.value,
    bookTitle: null,
    keepsBalance: v.keepsBalance,
    spent: v.spent,
  });
  // Ended first: a code ended before its start (--end on a code of a later campaign) never starts.
  const state =
    v.endsAt && now >= v.endsAt
      ? `ended ${lastMinute(v.endsAt)}${v.startsAt && v.endsAt <= v.startsAt ? ", before its start" : ""}`
      : v.startsAt && now < v.startsAt
        ? `starts ${minuteInShop(v.startsAt)}`
        : v.maxUses !== null && v.usedCount >= v.maxUses
          ? "used up"
          : `in force${v.endsAt ? ` until ${lastMinute(v.endsAt)}` : ", no end"}`;
  const terms = [
    v.minOrder > 0 ? `from an order of ${formatLei(v.minOrder)}` : null,
    v.firstOrderOnly ? "first order only" : null,
    v.combinable ? "also on campaign prices" : "not on campaign prices",
    v.maxUsesPerCustomer !== null ? `${v.maxUsesPerCustomer} per customer` : null,
    v.issuedTo ? `given to ${v.issuedTo}` : null,
  ].filter((term) => term !== null);
  return [
    `${v.code}: ${benefit} (${v.kind}) · ${state}`,
    `Terms: ${terms.join(" · ")}`,
    `Used by ${v.usedCount} order${v.usedCount === 1 ? "" : "s"}${v.maxUses === null ? "" : ` of ${v.maxUses}`}`,
    ...(v.description ? [`Note: ${v.description}`] : []),
    uses.length === 0
      ? "No orders took it."
      : `Latest orders:\n${uses
          .map(
            (use) =>
              `  ${minuteInShop(use.at)}  nr. ${use.orderNumber}  ${use.status}  ${use.email}  -${formatLei(use.discount)}`,
          )
          .join("\n")}`,
  ].join("\n");
}

export const command: OperatorCommand = { usage: VOUCHER_USAGE, main };

runCommand(command, import.meta.url);

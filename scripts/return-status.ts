// `npm run return -- <id> [status...]`: an operator's view of a return and the way to move it
// (requested → approved → received → refunded, or rejected). Refunded, what comes back as credit
// or points, and the points taken, land in the customer's ledger once; approved, refunded and
// rejected e-mail the customer (through the outbox the server's worker sends).
import { eq, sql } from "drizzle-orm";
import { moveReturn } from "../app/features/account/return-moves.server";
import {
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from "../app/features/account/returns";
import { publicStore } from "../app/lib/env.server";
import { formatLei } from "../app/lib/money";
import { returnLines, returnRequests } from "../db/schema-orders";
import { type DatabaseRunner, type OperatorCommand, runCommand } from "./operator-command";

const USAGE = `Usage: npm run return -- <id> [status...] [--resellable | --not-resellable]

  id       the return's number (as /account/Return shows it)
  status   ${Object.keys(RETURN_STATUS_LABELS).join(", ")}; several are moved in turn,
           each its own move (e.g. "received refunded")
  --resellable, --not-resellable
           with "received": what inspecting the parcel found, whether its copies go back on
           the shelf; unsaid, the shopper's reason decides (only "nu-mai-vreau" is restocked).
           For "gresit" (another title was sent) the ordered copies never left the shelf and
           are restocked either way; the parcel's title was never counted out

Without a status, prints the return. A move outside its table is refused, and the statuses after
it are not tried (the moves before it stay). The database is
DATABASE_URL when set, otherwise PGlite in DATA_DIR; PGlite allows one process, so stop the server
first.`;

const INSPECTIONS: Record<string, boolean> = { "--resellable": true, "--not-resellable": false };

async function main(args: string[], withDatabase: DatabaseRunner): Promise<number> {
  const flags = args.filter((arg) => arg.startsWith("--"));
  const [idText, ...targets] = args.filter((arg) => !arg.startsWith("--"));
  if (!idText || !/^\d{1,9}$/.test(idText) || flags.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const unknown = targets.find((target) => !Object.hasOwn(RETURN_STATUS_LABELS, target));
  if (unknown !== undefined) {
    console.error(`Unknown status "${unknown}".\n\n${USAGE}`);
    return 2;
  }
  const [inspected] = flags;
  if (inspected !== undefined && !Object.hasOwn(INSPECTIONS, inspected)) {
    console.error(`Unknown option "${inspected}".\n\n${USAGE}`);
    return 2;
  }
  if (inspected !== undefined && !targets.includes("received")) {
    console.error(`"${inspected}" goes only with "received".\n\n${USAGE}`);
    return 2;
  }
  return withDatabase(async (database, env) => {
    const id = Number(idText);
    const store = publicStore(env);
    for (const target of targets) {
      const moved = await moveReturn(
        database.db,
        id,
        target as ReturnStatus,
        new Date(),
        store,
        inspected !== undefined && target === "received"
          ? { resellable: INSPECTIONS[inspected] }
          : {},
      );
      if (!moved.ok) {
        console.error(
          `Refused: return ${id} cannot move to ${target} (unknown, or not in its table).`,
        );
        return 1;
      }
    }
    const [row] = await database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    if (!row) {
      console.error(`No return number ${id}.`);
      return 1;
    }
    const ledger = [
      row.creditBack > 0 ? `${formatLei(row.creditBack)} back as credit` : "",
      row.pointsBack > 0 ? `${row.pointsBack} points back` : "",
      row.pointsTaken > 0 ? `${row.pointsTaken} earned points taken` : "",
      row.shippingBack > 0 ? `shipping ${formatLei(row.shippingBack)} included` : "",
    ].filter(Boolean);
    const [shelved] = await database.db
      .select({ copies: sql<number>`coalesce(sum(${returnLines.restocked}), 0)::int` })
      .from(returnLines)
      .where(eq(returnLines.returnId, id));
    console.log(
      `Return ${row.id}: ${row.status} (${RETURN_STATUS_LABELS[row.status]}), ${formatLei(row.amount)} by ${row.refundMethod}${row.iban ? ` to ${row.iban}` : ""}${ledger.length > 0 ? ` (${ledger.join(", ")})` : ""}; reason: ${row.reason} (${RETURN_REASONS[row.reason]})${shelved?.copies ? `; ${shelved.copies} ${shelved.copies === 1 ? "copy" : "copies"} back on the shelf` : ""}`,
    );
    return 0;
  });
}

export const command: OperatorCommand = { usage: USAGE, main };

runCommand(command, import.meta.url);

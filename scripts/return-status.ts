// `npm run return -- <id> [status]`: an operator's view of a return and the way to move it
// (requested → approved → received → refunded, or rejected). Refunded, what comes back as credit
// or points, and the points taken, land in the customer's ledger once; approved, refunded and
// rejected e-mail the customer (through the outbox the server's worker sends).
import { eq } from "drizzle-orm";
import { moveReturn } from "../app/features/account/return-moves.server";
import {
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from "../app/features/account/returns";
import { EnvError, parseEnv, publicStore } from "../app/lib/env.server";
import { formatLei } from "../app/lib/money";
import { openDatabase } from "../db/client.server";
import { returnRequests } from "../db/schema-orders";

const USAGE = `Usage: npm run return -- <id> [status]

  id       the return's number (as /account/Return shows it)
  status   ${Object.keys(RETURN_STATUS_LABELS).join(", ")}

Without a status, prints the return. A move outside its table is refused. The database is
DATABASE_URL when set, otherwise PGlite in DATA_DIR; PGlite allows one process, so stop the server
first.`;

async function main([idText, target]: string[]): Promise<number> {
  if (!idText || !/^\d{1,9}$/.test(idText)) {
    console.error(USAGE);
    return 2;
  }
  if (target && !Object.hasOwn(RETURN_STATUS_LABELS, target)) {
    console.error(`Unknown status "${target}".\n\n${USAGE}`);
    return 2;
  }
  const env = parseEnv(process.env);
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  });
  try {
    await database.migrate();
    const id = Number(idText);
    if (target) {
      const moved = await moveReturn(
        database.db,
        id,
        target as ReturnStatus,
        new Date(),
        publicStore(env),
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
    console.log(
      `Return ${row.id}: ${row.status} (${RETURN_STATUS_LABELS[row.status]}), ${formatLei(row.amount)} by ${row.refundMethod}${row.iban ? ` to ${row.iban}` : ""}${ledger.length > 0 ? ` (${ledger.join(", ")})` : ""}; reason: ${row.reason} (${RETURN_REASONS[row.reason]})`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);

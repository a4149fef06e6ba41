// What every operator command (`npm run order`, `return`, `stock`, `price`, `voucher`, `reviews`,
// `content`, `uploads`, `add-to-cart-link`) does around its own work: the shop's database opened
// (PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR) and brought up to date,
// closed after whatever happens, and the process's exit code.
import { SHOP_TIME_ZONE } from "../app/lib/dates";
import { type Env, EnvError, parseEnv } from "../app/lib/env.server";
import { type DatabaseHandle, openDatabase } from "../db/client.server";
import { DataDirInUse } from "../db/pglite-lock";

/** Runs `work` on the shop's database and answers its exit code; the database is closed after. */
export async function withShopDatabase(
  work: (database: DatabaseHandle, env: Env) => Promise<number>,
  source: Record<string, string | undefined> = process.env,
): Promise<number> {
  const env = parseEnv(source);
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  });
  try {
    await database.migrate();
    return await work(database, env);
  } finally {
    await database.close();
  }
}

/**
 * The line an operator reads when a command fails: an environment error's own message (which
 * names the variables) or the data directory's lock's (which says what to stop), otherwise the
 * error itself.
 */
export function failureMessage(error: unknown): unknown {
  return error instanceof EnvError || error instanceof DataDirInUse ? error.message : error;
}

const minuteFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});

/** "2026-11-27 11:08", in the shop's time zone: how the commands print a moment. */
export const minuteInShop = (at: Date): string => minuteFormat.format(at);

/** Runs a command's `main` on the process's arguments and exits with its code (1 if it threw). */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(failureMessage(error));
      process.exit(1);
    },
  );
}

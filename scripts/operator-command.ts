// What every operator command (`npm run order`, `return`, `stock`, `price`, `voucher`, `reviews`,
// `content`, `uploads`, `add-to-cart-link`) does around its own work: the shop's database opened
// (PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR) and brought up to date,
// closed after whatever happens, and the process's exit code.
import { SHOP_TIME_ZONE } from "../app/lib/dates";
import { type Env, parseEnv } from "../app/lib/env.server";
import { type DatabaseHandle, openDatabase } from "../db/client.server";
import { failureMessage } from "../db/command-failure";

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

const minuteFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});

/** "2026-11-27 11:08", in the shop's time zone: how the commands print a moment. */
export const minuteInShop = (at: Date): string => minuteFormat.format(at);

/** `--help` or `-h` among the arguments (before a `--` that ends the options). */
export function asksForHelp(args: string[]): boolean {
  const end = args.indexOf("--");
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === "--help" || arg === "-h");
}

/**
 * Runs a command's `main` on the process's arguments and exits with its code (1 if it threw).
 * `--help` or `-h` prints `usage` on stdout and exits 0, before anything else is read.
 */
export function runCommand(main: (args: string[]) => Promise<number>, usage: string): void {
  const args = process.argv.slice(2);
  if (asksForHelp(args)) {
    console.log(usage);
    process.exit(0);
  }
  main(args).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(failureMessage(error));
      process.exit(1);
    },
  );
}

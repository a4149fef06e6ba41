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
 * names the variables), the data directory's lock's (which says what to stop), or a system
 * error's (a file or a database server that cannot be reached: the stack would only hide it);
 * otherwise the error itself, stack and all, as a bug deserves.
 */
export function failureMessage(error: unknown): unknown {
  if (error instanceof EnvError || error instanceof DataDirInUse) return error.message;
  const system = systemError(error);
  return system ?? error;
}

// Node's system errors (ENOENT, ECONNREFUSED, ENOTFOUND, EACCES…) and PostgreSQL's refusals to
// connect (SQLSTATE class 08, class 28: authorisation, 3D000: no such database). Node's own
// ERR_… codes and other SQLSTATEs (a bad query) are bugs.
const SYSTEM_CODE = /^(E[A-Z0-9]+|08[0-9A-Z]{3}|28[0-9A-Z]{3}|3D000)$/;

/** The message of `error`, or of the error it wraps, when it is a system error; else null. */
function systemError(error: unknown, depth = 0): string | null {
  if (!(error instanceof Error) || depth > 5) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && SYSTEM_CODE.test(code)) {
    // Connecting to a name with several addresses fails as an AggregateError with no message.
    const inner = error instanceof AggregateError ? error.errors : [];
    const messages = inner.map((e) => (e instanceof Error ? e.message : String(e)));
    return error.message || messages.join("; ") || code;
  }
  return systemError(error.cause, depth + 1);
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

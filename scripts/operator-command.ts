// What every operator command (`npm run order`, `return`, `stock`, `price`, `voucher`, `reviews`,
// `content`, `uploads`, `add-to-cart-link`) does around its own work: the shop's database opened
// (PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR) and brought up to date,
// closed after whatever happens, and the process's exit code.
//
// A command is a module exporting an `OperatorCommand` and ending with `runCommand(command,
// import.meta.url)`, which runs it only when the module is the process's entry point: the tests
// import the same command and run it in their own process, on their own database.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SHOP_TIME_ZONE } from "../app/lib/dates";
import { type Env, parseEnv } from "../app/lib/env.server";
import { type DatabaseHandle, openDatabase } from "../db/client.server";
import { failureMessage } from "../db/command-failure";

/** Runs a command's work on a database and answers its exit code. */
export type DatabaseRunner = (
  work: (database: DatabaseHandle, env: Env) => Promise<number>,
) => Promise<number>;

export interface OperatorCommand {
  /** Printed for --help or -h, and after a refused argument. */
  usage: string;
  /** Reads `args`, does the work on the database `withDatabase` opens, and answers the exit code. */
  main: (args: string[], withDatabase: DatabaseRunner) => Promise<number>;
}

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
 * A command's exit code for `args`: `--help` or `-h` prints its usage on stdout and answers 0
 * before anything else is read; a failure is said in one line on stderr and answers 1.
 */
export async function commandExitCode(
  command: OperatorCommand,
  args: string[],
  withDatabase: DatabaseRunner,
): Promise<number> {
  if (asksForHelp(args)) {
    console.log(command.usage);
    return 0;
  }
  try {
    return await command.main(args, withDatabase);
  } catch (error) {
    console.error(failureMessage(error));
    return 1;
  }
}

/** Whether the module at `moduleUrl` is the file node was started with. */
function isEntryPoint(moduleUrl: string): boolean {
  const started = process.argv[1];
  if (!started) return false;
  try {
    return realpathSync(started) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/**
 * When `moduleUrl` is the process's entry point: runs the command on the process's arguments and
 * the database its environment names, and exits with the command's code. Imported, it does nothing.
 */
export function runCommand(command: OperatorCommand, moduleUrl: string): void {
  if (!isEntryPoint(moduleUrl)) return;
  const withDatabase: DatabaseRunner = (work) => withShopDatabase(work);
  void commandExitCode(command, process.argv.slice(2), withDatabase).then((code) =>
    process.exit(code),
  );
}

// For the operator commands' tests: a command run as `npm run` would, answering its exit code and
// what it printed. In this process on a test's open database (what the commands' own tests do),
// or as a process of its own (what shows a script runs its command when started, and exits).
import { AsyncLocalStorage } from "node:async_hooks";
import { execFile } from "node:child_process";
import path from "node:path";
import { format, promisify } from "node:util";
import { parseEnv } from "../app/lib/env.server";
import type { DatabaseHandle } from "../db/client.server";
import {
  commandExitCode,
  type DatabaseRunner,
  type OperatorCommand,
  withShopDatabase,
} from "./operator-command";

const root = path.resolve(import.meta.dirname, "..");

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

interface Printed {
  stdout: string;
  stderr: string;
}

// What a command prints goes to the run that is printing it, even with several runs at once. Test
// files share a worker and load this module afresh each: one store per process, and the console
// (and stdout) routed once each, marked so.
const ROUTED = Symbol.for("coperta.operatorCommandOutput");
type Routable = { [ROUTED]?: AsyncLocalStorage<Printed> };

function printing(): AsyncLocalStorage<Printed> {
  const holder = globalThis as Routable;
  holder[ROUTED] ??= new AsyncLocalStorage<Printed>();
  const storage = holder[ROUTED];
  const routedConsole = console as Console & Routable;
  if (!routedConsole[ROUTED]) {
    routedConsole[ROUTED] = storage;
    const streams = { log: "stdout", info: "stdout", error: "stderr", warn: "stderr" } as const;
    for (const [method, stream] of Object.entries(streams)) {
      const original = console[method as keyof typeof streams].bind(console);
      console[method as keyof typeof streams] = (...args: unknown[]) => {
        const printed = storage.getStore();
        if (printed) printed[stream] += `${format(...args)}\n`;
        else original(...args);
      };
    }
  }
  const stdout = process.stdout as typeof process.stdout & Routable;
  if (!stdout[ROUTED]) {
    stdout[ROUTED] = storage;
    const write = stdout.write.bind(stdout);
    stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      const printed = storage.getStore();
      if (!printed) return write(chunk, ...rest);
      printed.stdout += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
      return true;
    }) as typeof process.stdout.write;
  }
  return storage;
}

/**
 * Runs `command` in this process: on `database` (a test's open database, left open), or through
 * `withShopDatabase` on the database an environment names (which it opens and closes).
 */
export async function runOperatorCommand(
  command: OperatorCommand,
  args: string[],
  database: DatabaseHandle | Record<string, string>,
): Promise<CommandRun> {
  const source = { ...process.env, LOG_LEVEL: "error" };
  const withDatabase: DatabaseRunner =
    "db" in database
      ? (work) => work(database as DatabaseHandle, parseEnv(source))
      : (work) => withShopDatabase(work, { ...source, ...(database as Record<string, string>) });
  const printed: Printed = { stdout: "", stderr: "" };
  const code = await printing().run(printed, () => commandExitCode(command, args, withDatabase));
  return { code, ...printed };
}

/** Runs `scripts/<name>.ts` as a process of its own on the database `env` names. */
export async function spawnOperatorCommand(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", `scripts/${name}.ts`, ...args],
      { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: "error" } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CommandRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

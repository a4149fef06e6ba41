// Starts the production server on a benchmark database: node with tsx's loader rather than the
// tsx command, so the server is one process (or a cluster's primary) that a CPU profile covers.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { type BenchDatabase, databaseEnv, root } from "./seed";

/**
 * Cache on is the shop as served (each instance's shared HTTP cache answers repeats, see
 * server/response-cache.ts); off, every request runs its loaders and renders.
 */
export function cacheEnv(cache: "on" | "off"): Record<string, string> {
  return cache === "off" ? { RESPONSE_CACHE_MB: "0" } : {};
}

export interface BenchServer {
  url: string;
  pid: number | undefined;
  /** Why the server ended if it did so on its own (a crash, or a signal from outside), else null. */
  death: () => string | null;
  stop: () => Promise<void>;
}

export interface BenchServerOptions {
  database: BenchDatabase;
  /** The code to run (a checkout of the repository): this tree by default. */
  codeRoot?: string;
  env?: Record<string, string>;
  /** Write a V8 CPU profile of each server process into this folder when it exits. */
  profileDir?: string;
}

export async function startBenchServer(
  port: number,
  options: BenchServerOptions,
): Promise<BenchServer> {
  const codeRoot = options.codeRoot ?? root;
  ensureBuild(codeRoot);
  const { database } = options;
  const url = `http://127.0.0.1:${port}`;
  if (options.profileDir) mkdirSync(options.profileDir, { recursive: true });
  const profile = options.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.profileDir}`] : [];
  const server: ChildProcess = spawn(
    process.execPath,
    // As `npm start` runs it (package.json).
    ["--max-semi-space-size=32", "--import", "tsx", ...profile, "server/start.ts"],
    {
      cwd: codeRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        ...databaseEnv(database),
        PUBLIC_URL: url,
        SEED_BOOKS: "0",
        LOG_LEVEL: "warn",
        ...options.env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  let stopping = false;
  let death: string | null = null;
  const exited = new Promise<void>((resolve) =>
    server.once("exit", (code, signal) => {
      if (!stopping) {
        death = `the server exited during the run (${signal ? `signal ${signal}` : `exit code ${code}`})`;
      }
      resolve();
    }),
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("bench server exited");
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      server.kill("SIGTERM");
      throw new Error("bench server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // The first list request of each process builds its in-memory catalogue index; several at once
  // on separate connections reach every worker of a cluster.
  await Promise.all(
    Array.from({ length: 4 }, () => fetch(`${url}/carti`).then((r) => r.arrayBuffer())),
  );
  return {
    url,
    pid: server.pid,
    death: () => death,
    stop: async () => {
      stopping = true;
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
      await exited;
    },
  };
}

/** What the React Router build is made of: a change to any of them makes it stale. */
const BUILD_INPUTS = [
  "app",
  "db",
  "config",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestChange(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) {
    newest = Math.max(newest, newestChange(path.join(file, entry)));
  }
  return newest;
}

/** Builds the code unless its build is newer than every source (a stale build measures old code). */
export function ensureBuild(codeRoot: string): void {
  const built = path.join(codeRoot, "build/server/index.js");
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(
    ...BUILD_INPUTS.map((input) => newestChange(path.join(codeRoot, input))),
  );
  if (builtAt > changedAt) return;
  console.log(
    `bench: building ${codeRoot} (${builtAt ? "its sources changed since its last build" : "no build yet"})`,
  );
  const build = spawnSync(path.join(codeRoot, "node_modules/.bin/react-router"), ["build"], {
    cwd: codeRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error(`build of ${codeRoot} failed`);
}

// Starts the production server on a 100,000-book embedded database for a benchmark. The seeded
// database is kept under data/bench-{books} and reused while its seed is unchanged.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export const BENCH_BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
/** Fixed, so every run measures the same data. */
export const BENCH_SEED_DATE = "2026-11-01";

/**
 * Each benchmark runs twice: as served (each instance's shared HTTP cache answers repeats, see
 * server/response-cache.ts) and with that cache off, so every request runs loaders and renders.
 */
export const CACHE_MODES = [
  { label: "cache on", env: {} },
  { label: "cache off", env: { RESPONSE_CACHE_MB: "0" } },
] as const;

export async function startBenchServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    const build = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
      cwd: root,
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("build failed");
  }
  const dataDir = path.join(root, "data", `bench-${BENCH_BOOKS}`);
  const stamp = path.join(dataDir, "seeded.json");
  const wanted = JSON.stringify({ books: BENCH_BOOKS, date: BENCH_SEED_DATE });
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== wanted) {
    mkdirSync(dataDir, { recursive: true });
    console.log(`bench: seeding ${BENCH_BOOKS} books into ${dataDir} (once)`);
    const started = Date.now();
    const seed = spawnSync(
      path.join(root, "node_modules/.bin/tsx"),
      ["db/seed/cli.ts", "--books", String(BENCH_BOOKS), "--reset", "--date", BENCH_SEED_DATE],
      { cwd: root, stdio: "inherit", env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    );
    if (seed.status !== 0) throw new Error("seed failed");
    console.log(`bench: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    writeFileSync(stamp, wanted);
  }
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    path.join(root, "node_modules/.bin/tsx"),
    ["server/start.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        PUBLIC_URL: url,
        SEED_BOOKS: "0",
        LOG_LEVEL: "warn",
        ...extraEnv,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("bench server exited");
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("bench server did not start");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // The first list request builds the in-memory catalogue index.
  await fetch(`${url}/carti`);
  return {
    url,
    pid: server.pid,
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    },
  };
}

/** Resident memory of a process and its children (tsx runs the server in a child process). */
export function memoryOf(pid: number | undefined): string {
  if (!pid) return "n/a";
  const rssKb = (p: number): number => {
    const status = existsSync(`/proc/${p}/status`) ? readFileSync(`/proc/${p}/status`, "utf8") : "";
    const own = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    const childrenFile = `/proc/${p}/task/${p}/children`;
    const children = existsSync(childrenFile)
      ? readFileSync(childrenFile, "utf8").trim().split(/\s+/).filter(Boolean)
      : [];
    return own + children.reduce((sum, child) => sum + rssKb(Number(child)), 0);
  };
  return `${Math.round(rssKb(pid) / 1024)} MiB`;
}

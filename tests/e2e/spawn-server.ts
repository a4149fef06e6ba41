// Starts `npm start`'s server (server/start.ts) on a free port with a fresh embedded database in a
// temporary folder (or the DATA_DIR and PORT given, to start a stopped shop again), and collects
// what it writes to stdout. The e2e global setup uses it for the shared server; process tests
// start their own to stop, starve or kill, and the returns test to run the operator's commands.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export interface SpawnedServer {
  url: string;
  /** Its DATA_DIR (the database, the e-mail outbox as .eml files under outbox/). */
  dataDir: string;
  process: ChildProcess;
  /** Lines written to stdout so far. */
  output: string[];
  /** Resolves with the exit code (and signal) once the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when /healthz answers 200. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Stops it (SIGTERM) if still running; its data stays. */
  stop(): Promise<void>;
  /** Stops it and removes its data folder, unless the caller gave it (DATA_DIR). */
  dispose(): Promise<void>;
}

export async function spawnServer(
  env: Record<string, string | undefined>,
  { captureOutput = false } = {},
): Promise<SpawnedServer> {
  const ownData = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "coperta-e2e-"));
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PUBLIC_URL: url,
    LOG_LEVEL: "error",
    // Card payments in the e2e suite go through the sandbox provider's own page.
    PAYMENT_PROVIDER: "sandbox",
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  // Node with tsx as a loader, as `npm start` runs it: one process, which gets the signals itself.
  // As `npm start` runs it (package.json).
  const child = spawn(
    process.execPath,
    ["--max-semi-space-size=32", "--import", "tsx", "server/start.ts"],
    {
      cwd: root,
      env: merged as NodeJS.ProcessEnv,
      stdio: ["ignore", captureOutput ? "pipe" : "inherit", "inherit"],
    },
  );
  const output: string[] = [];
  let partial = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    output.push(...lines);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server: SpawnedServer = {
    url,
    dataDir,
    process: child,
    output,
    exited,
    async healthy(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
        const ok = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`server did not become healthy within ${timeoutMs} ms`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
    async dispose() {
      await server.stop();
      if (ownData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

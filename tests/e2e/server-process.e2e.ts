// The server process as an operator runs it: what `npm start` defaults to, how it stops under
// load, how it starts without its database, and what it writes to its log.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type SpawnedServer, spawnServer } from "./spawn-server";

/** Keeps `connections` keep-alive clients busy until the server refuses new connections. */
async function loadUntilRefused(url: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: Record<string, number> = {};
  const count = (key: string) => {
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  };
  let closing = 0;
  const one = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(`${url}${path}`, { agent }, (response) => {
        if (response.headers.connection === "close") closing++;
        response.resume();
        response.on("end", () => {
          count(String(response.statusCode));
          resolve();
        });
        response.on("error", reject);
      });
      request.on("error", reject);
    });
  const client = async (n: number) => {
    for (let i = 0; ; i++) {
      try {
        await one(i % 2 ? "/carti" : `/api/search?q=carte${n}`);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        count(code);
        if (code === "ECONNREFUSED") return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: connections }, (_, n) => client(n)));
  return { outcomes, closing: () => closing, done: done.then(() => agent.destroy()) };
}

describe("npm start, with NODE_ENV not set (one server for both)", () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await spawnServer(
      { NODE_ENV: undefined, SEED_BOOKS: "0", LOG_LEVEL: "info" },
      { captureOutput: true },
    );
    await server.healthy();
  });
  afterAll(() => server?.dispose());

  it("serves React's production build", async () => {
    await expect
      .poll(() => server.output.find((line) => line.includes("coperta is serving")))
      .toBeDefined();
    const serving = JSON.parse(
      server.output.find((line) => line.includes("coperta is serving")) ?? "{}",
    );
    expect(serving.mode).toBe("production");
  });

  it("logs one JSON object a line, whatever the requests, with credentials redacted", async () => {
    const headers = { Cookie: "sesiune=secret-cookie", Authorization: "Bearer secret-token" };
    await fetch(`${server.url}/carte/%ff`, { headers });
    await fetch(`${server.url}/carti`, { method: "POST", body: "a=b", headers });
    await fetch(`${server.url}/carti`, { method: "DELETE", headers });
    await fetch(`${server.url}/api/nu-exista`, { headers });
    await expect
      .poll(() => server.output.filter((l) => l.includes("/api/nu-exista")).length)
      .toBe(1);
    for (const line of server.output) {
      expect(() => JSON.parse(line), line).not.toThrow();
      expect(line).not.toContain("secret-");
    }
  });
});

describe("SIGTERM under load", () => {
  it("answers what it is busy with, closes its connections, closes the database, exits 0", async () => {
    const server = await spawnServer(
      { SEED_BOOKS: "40", LOG_LEVEL: "info" },
      { captureOutput: true },
    );
    try {
      await server.healthy();
      const load = await loadUntilRefused(server.url, 20);
      // Busy first: the rate depends on the machine, so wait for the answers, not for a time.
      await expect.poll(() => load.outcomes["200"] ?? 0, { timeout: 30_000 }).toBeGreaterThan(200);
      const signalled = Date.now();
      server.process.kill("SIGTERM");
      const { code } = await server.exited;
      const stopSeconds = (Date.now() - signalled) / 1000;
      await load.done;
      // Refused connections are the stop itself; a reset would be a request lost.
      const { 200: ok, ECONNREFUSED: refused, ...others } = load.outcomes;
      expect(others).toEqual({});
      expect(ok).toBeGreaterThan(200);
      expect(refused).toBe(20);
      expect(load.closing()).toBeGreaterThan(0);
      expect(code).toBe(0);
      expect(stopSeconds).toBeLessThan(5);
      expect(server.output.some((line) => line.includes("database closed"))).toBe(true);
    } finally {
      await server.dispose();
    }
  });
});

describe("a database that is down at start", () => {
  it("keeps the instance up, answering 503 on /healthz while it retries", async () => {
    const port = await freePort();
    const server = await spawnServer(
      { DATABASE_URL: `postgres://coperta@127.0.0.1:${port}/coperta`, LOG_LEVEL: "warn" },
      { captureOutput: true },
    );
    try {
      // Up for at least 4 s and 6 answers, however slowly this machine answers (30 s at most).
      let answers = 0;
      const started = Date.now();
      while ((Date.now() - started < 4_000 || answers <= 5) && Date.now() - started < 30_000) {
        const health = await fetch(`${server.url}/healthz`).catch(() => null);
        if (health) {
          expect(health.status).toBe(503);
          expect(await health.json()).toEqual({ status: "starting" });
          answers++;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(answers).toBeGreaterThan(5);
      expect(server.process.exitCode).toBeNull();
      expect(server.output.some((line) => line.includes("database not ready: retrying"))).toBe(
        true,
      );
      server.process.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
    } finally {
      await server.dispose();
    }
  });
});

import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.server";
import { createTestDatabase } from "../db/testing";
import { startInstance } from "./instance";

/** A loopback port with nothing listening on it: where the database is not (yet). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("an instance started while its database is down", () => {
  it("answers 503 and retries with backoff, then serves once the database answers", async () => {
    const downUrl = `postgres://coperta@127.0.0.1:${await closedPort()}/coperta`;
    let attempts = 0;
    let databaseUp = false;
    const opened: DatabaseHandle[] = [];
    const instance = await startInstance({
      port: 0,
      host: "127.0.0.1",
      logger: pino({ level: "silent" }),
      retry: { initialDelayMs: 20, maxDelayMs: 100 },
      prepare: async () => {
        attempts++;
        if (!databaseUp) {
          // A real connection attempt to a server that is not there.
          const database = await openDatabase({ databaseUrl: downUrl, dataDir: "unused" });
          try {
            await database.ping();
          } finally {
            await database.close();
          }
        }
        const database = await createTestDatabase();
        opened.push(database);
        return database;
      },
      serve: async (database) => async (_req, res) => {
        await database.ping();
        res.end("magazinul");
      },
    });
    const base = `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
    try {
      await expect.poll(() => attempts).toBeGreaterThanOrEqual(3);
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "starting" });
      const page = await fetch(`${base}/carti`);
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      expect(await page.text()).toMatch(/Magazinul pornește/);
      const api = await fetch(`${base}/api/search`);
      expect((await api.json()).error.code).toBe("starting");

      databaseUp = true;
      await instance.ready;
      expect(await (await fetch(`${base}/carti`)).text()).toBe("magazinul");
    } finally {
      expect(await instance.stop()).toBe(true);
    }
    // Stopping closed the database it had opened.
    await expect(opened[0]?.ping()).rejects.toThrow();
  });
});

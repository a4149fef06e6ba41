import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import { createTestDatabase } from "../db/testing";
import { startInstance } from "./instance";

describe("an instance's background work (the e-mail outbox)", () => {
  it("starts once the database is ready and stops before the database closes", async () => {
    const events: string[] = [];
    let opened: DatabaseHandle | null = null;
    const instance = await startInstance({
      port: 0,
      host: "127.0.0.1",
      logger: pino({ level: "silent" }),
      prepare: async () => {
        const database = await createTestDatabase();
        opened = database;
        events.push("database ready");
        return {
          ...database,
          close: async () => {
            events.push("database closed");
            await database.close();
          },
        };
      },
      serve: async () => {
        events.push("serving");
        return (_req, res) => res.end("magazinul");
      },
      background: (database) => {
        events.push("background started");
        return {
          stop: async () => {
            // Still usable: the work may finish what it was doing.
            await database.ping();
            events.push("background stopped");
          },
        };
      },
    });
    await instance.ready;
    expect(opened).not.toBeNull();
    expect(events).toEqual(["database ready", "serving", "background started"]);
    expect(await instance.stop()).toBe(true);
    expect(events.slice(3)).toEqual(["background stopped", "database closed"]);
  });

  it("never starts when the instance is stopped before its database is ready", async () => {
    let started = false;
    let release = () => {};
    const instance = await startInstance({
      port: 0,
      host: "127.0.0.1",
      logger: pino({ level: "silent" }),
      prepare: async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return createTestDatabase();
      },
      serve: async () => (_req, res) => res.end(),
      background: () => {
        started = true;
        return { stop: async () => {} };
      },
    });
    const stopping = instance.stop();
    release();
    await stopping;
    expect(started).toBe(false);
  });
});

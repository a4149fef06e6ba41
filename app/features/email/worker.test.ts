import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { createFakeTransport, holdSends } from "./fake-transport";
import { enqueueEmail } from "./outbox.server";
import { startOutboxWorker } from "./worker.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(outboxEmails);
});

/** A pino logger whose lines the test can read. */
function capturingLogger() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: "debug" }, stream), lines };
}

function email(n: number) {
  return {
    dedupeKey: `order-placed:${n}`,
    to: `client${n}@example.ro`,
    subject: `Comanda nr. ${n}`,
    html: "<p>x</p>",
    text: "x",
  };
}

const hour = 3_600_000;

describe("the outbox worker", () => {
  it("delivers what was queued before it started, at once", async () => {
    await enqueueEmail(database.db, email(1));
    const transport = createFakeTransport();
    const { logger, lines } = capturingLogger();
    const worker = startOutboxWorker({ db: database.db, transport, logger, intervalMs: hour });
    try {
      await expect.poll(() => transport.sent.length).toBe(1);
      await expect
        .poll(() => lines.find((line) => line.msg === "outbox delivered"))
        .toMatchObject({ sent: 1, retried: 0, failed: 0 });
    } finally {
      await worker.stop();
    }
  });

  it("delivers soon after a kick, without waiting for the next poll", async () => {
    const transport = createFakeTransport();
    const { logger } = capturingLogger();
    const worker = startOutboxWorker({ db: database.db, transport, logger, intervalMs: hour });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50)); // its first round found nothing
      await enqueueEmail(database.db, email(2));
      worker.kick();
      await expect.poll(() => transport.sent.map((m) => m.to)).toEqual(["client2@example.ro"]);
    } finally {
      await worker.stop();
    }
  });

  it("keeps a kick that comes while a round is sending: the e-mail queued after its claim goes next", async () => {
    await enqueueEmail(database.db, email(31));
    const transport = createFakeTransport();
    const { release, sending } = holdSends(transport);
    const { logger } = capturingLogger();
    const worker = startOutboxWorker({ db: database.db, transport, logger, intervalMs: hour });
    try {
      await sending; // the first round has claimed 31 and is on the wire
      await enqueueEmail(database.db, email(32));
      worker.kick();
      release();
      await expect
        .poll(() => transport.sent.map((m) => m.to))
        .toEqual(["client31@example.ro", "client32@example.ro"]);
    } finally {
      await worker.stop();
    }
  });

  it("polls on its own every interval", async () => {
    const transport = createFakeTransport();
    const { logger } = capturingLogger();
    const worker = startOutboxWorker({ db: database.db, transport, logger, intervalMs: 50 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await enqueueEmail(database.db, email(3));
      await expect.poll(() => transport.sent.length).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it("works through a backlog larger than a batch without waiting between batches", async () => {
    for (let n = 1; n <= 7; n++) await enqueueEmail(database.db, email(n));
    const transport = createFakeTransport();
    const { logger } = capturingLogger();
    const worker = startOutboxWorker({
      db: database.db,
      transport,
      logger,
      intervalMs: hour,
      batchSize: 3,
    });
    try {
      await expect.poll(() => transport.sent.length).toBe(7);
    } finally {
      await worker.stop();
    }
  });

  it("logs a failed delivery without the address, and keeps going", async () => {
    await enqueueEmail(database.db, email(4));
    const transport = createFakeTransport();
    transport.failWith = new Error("connect ECONNREFUSED 127.0.0.1:25");
    const { logger, lines } = capturingLogger();
    const worker = startOutboxWorker({ db: database.db, transport, logger, intervalMs: hour });
    try {
      await expect
        .poll(() => lines.find((line) => line.msg === "e-mail not sent: will retry"))
        .toMatchObject({ dedupeKey: "order-placed:4", attempts: 1, level: 40 });
      expect(JSON.stringify(lines)).not.toContain("client4@example.ro");
      await enqueueEmail(database.db, email(5));
      transport.failWith = null;
      worker.kick();
      await expect.poll(() => transport.sent.map((m) => m.to)).toEqual(["client5@example.ro"]);
    } finally {
      await worker.stop();
    }
  });

  it("survives a database that fails, logging it", async () => {
    // A real database without the outbox table: every round fails.
    const broken = await createTestDatabase();
    await broken.db.execute(sql`drop table outbox_emails cascade`);
    const { logger, lines } = capturingLogger();
    const worker = startOutboxWorker({
      db: broken.db,
      transport: createFakeTransport(),
      logger,
      intervalMs: 10,
    });
    await expect
      .poll(() => lines.filter((line) => line.msg === "outbox round failed").length)
      .toBeGreaterThanOrEqual(2);
    await worker.stop();
    await broken.close();
  });

  it("stops after the e-mail it is sending, and sends nothing after", async () => {
    await enqueueEmail(database.db, email(6));
    await enqueueEmail(database.db, email(7));
    const transport = createFakeTransport();
    const { release, sending } = holdSends(transport);
    const { logger } = capturingLogger();
    const worker = startOutboxWorker({ db: database.db, transport, logger, intervalMs: 10 });
    await sending;

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false); // it waits for the e-mail on the wire
    release();
    await stopping;
    expect(transport.sent.map((m) => m.to)).toEqual(["client6@example.ro"]);

    worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(transport.sent).toHaveLength(1);
    // The other one was handed back, due at once for the next instance.
    const pending = await database.db.select().from(outboxEmails);
    expect(pending.find((row) => row.dedupeKey === "order-placed:7")).toMatchObject({
      status: "pending",
      attempts: 0,
    });
  });
});

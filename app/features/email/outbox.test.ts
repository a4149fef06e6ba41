import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { createFakeTransport, holdSends } from "./fake-transport";
import { deliverDueEmails, enqueueEmail, OUTBOX, retryDelayMs } from "./outbox.server";
import { PermanentMailError } from "./transport.server";

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

function email(n: number) {
  return {
    dedupeKey: `order-placed:${n}`,
    to: `client${n}@example.ro`,
    subject: `Comanda nr. ${100000 + n} a fost înregistrată`,
    html: `<p>Comanda ${n}</p>`,
    text: `Comanda ${n}`,
  };
}

async function rows() {
  return database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
}

/** A moment safely after the database's own now(), which stamped the queued rows. */
function soon(): Date {
  return new Date(Date.now() + 1_000);
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("enqueueEmail", () => {
  it("queues one e-mail per dedupe key, however often it is asked", async () => {
    expect(await enqueueEmail(database.db, email(1))).toBe(true);
    expect(await enqueueEmail(database.db, { ...email(1), subject: "Altceva" })).toBe(false);
    const queued = await rows();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      dedupeKey: "order-placed:1",
      recipient: "client1@example.ro",
      subject: "Comanda nr. 100001 a fost înregistrată",
      status: "pending",
      attempts: 0,
    });
  });

  it("belongs to the transaction that decides it: no event, no e-mail", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, email(2));
        throw new Error("the order failed");
      }),
    ).rejects.toThrow("the order failed");
    expect(await rows()).toHaveLength(0);

    await database.db.transaction(async (tx) => {
      await enqueueEmail(tx, email(3));
    });
    expect(await rows()).toHaveLength(1);
  });
});

describe("deliverDueEmails", () => {
  it("sends each due e-mail once and records when", async () => {
    await enqueueEmail(database.db, email(1));
    await enqueueEmail(database.db, email(2));
    const transport = createFakeTransport();
    const now = soon();

    expect(await deliverDueEmails(database.db, transport, { now })).toEqual({
      sent: 2,
      retried: 0,
      failed: 0,
    });
    expect(transport.sent.map((m) => [m.to, m.subject, m.html, m.text])).toEqual([
      [
        "client1@example.ro",
        "Comanda nr. 100001 a fost înregistrată",
        "<p>Comanda 1</p>",
        "Comanda 1",
      ],
      [
        "client2@example.ro",
        "Comanda nr. 100002 a fost înregistrată",
        "<p>Comanda 2</p>",
        "Comanda 2",
      ],
    ]);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, sentAt: now });
    }

    expect(await deliverDueEmails(database.db, transport, { now: later(now, 3_600_000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(transport.sent).toHaveLength(2);
  });

  it("sends at most a batch per call, oldest first", async () => {
    for (const n of [1, 2, 3]) await enqueueEmail(database.db, email(n));
    const transport = createFakeTransport();
    const first = await deliverDueEmails(database.db, transport, { now: soon(), batchSize: 2 });
    expect(first.sent).toBe(2);
    expect(transport.sent.map((m) => m.to)).toEqual(["client1@example.ro", "client2@example.ro"]);
    await deliverDueEmails(database.db, transport, { now: soon(), batchSize: 2 });
    expect(transport.sent.map((m) => m.to)).toContain("client3@example.ro");
  });

  it("retries a failing delivery after growing waits, then gives up", async () => {
    await enqueueEmail(database.db, email(1));
    const transport = createFakeTransport();
    transport.failWith = new Error("connect ECONNREFUSED 127.0.0.1:25");
    let tries = 0;
    transport.onSend = () => tries++;
    const failures: (Date | null)[] = [];
    let now = soon();

    for (let attempt = 1; attempt <= OUTBOX.maxAttempts; attempt++) {
      const result = await deliverDueEmails(database.db, transport, {
        now,
        onFailure: (failure) => failures.push(failure.retryAt),
      });
      const [row] = await rows();
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toContain("ECONNREFUSED");
      if (attempt === OUTBOX.maxAttempts) {
        expect(result).toEqual({ sent: 0, retried: 0, failed: 1 });
        expect(row?.status).toBe("failed");
        break;
      }
      expect(result).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(row?.status).toBe("pending");
      const wait = row!.nextAttemptAt.getTime() - now.getTime();
      const expected = Math.min(OUTBOX.maxRetryMs, OUTBOX.firstRetryMs * 2 ** (attempt - 1));
      expect(wait).toBeGreaterThanOrEqual(Math.min(expected * 0.8, OUTBOX.maxRetryMs));
      expect(wait).toBeLessThanOrEqual(Math.min(expected * 1.2, OUTBOX.maxRetryMs));

      // Not before its time...
      const early = await deliverDueEmails(database.db, transport, {
        now: later(now, wait - 1_000),
      });
      expect(early).toEqual({ sent: 0, retried: 0, failed: 0 });
      // ...and then again.
      now = row!.nextAttemptAt;
    }
    expect(tries).toBe(OUTBOX.maxAttempts);
    expect(failures.at(-1)).toBeNull();
    expect(await deliverDueEmails(database.db, transport, { now: later(now, 86_400_000) })).toEqual(
      { sent: 0, retried: 0, failed: 0 },
    );
  });

  it("goes through once the mail server is back", async () => {
    await enqueueEmail(database.db, email(1));
    const transport = createFakeTransport();
    transport.failWith = new Error("451 try again later");
    const now = soon();
    await deliverDueEmails(database.db, transport, { now });
    transport.failWith = null;
    const result = await deliverDueEmails(database.db, transport, { now: later(now, 3_600_000) });
    expect(result.sent).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives up at once on a recipient the mail server refuses", async () => {
    await enqueueEmail(database.db, email(1));
    const transport = createFakeTransport();
    transport.failWith = new PermanentMailError("550 5.1.1 mailbox unavailable");
    const result = await deliverDueEmails(database.db, transport, { now: soon() });
    expect(result).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "PermanentMailError: 550 5.1.1 mailbox unavailable",
    });
  });

  it("never lets a second worker send what the first one is sending", async () => {
    for (const n of [1, 2, 3]) await enqueueEmail(database.db, email(n));
    const now = soon();
    const slow = createFakeTransport();
    const { release, sending: started } = holdSends(slow);
    const first = deliverDueEmails(database.db, slow, { now, batchSize: 2 });
    await started; // the first worker holds its claim on two e-mails and talks to its server

    const fast = createFakeTransport();
    const second = await deliverDueEmails(database.db, fast, { now, batchSize: 10 });
    expect(second.sent).toBe(1);
    expect(fast.sent.map((m) => m.to)).toEqual(["client3@example.ro"]);

    release();
    expect((await first).sent).toBe(2);
    const everyone = [...slow.sent, ...fast.sent].map((m) => m.to).sort();
    expect(everyone).toEqual(["client1@example.ro", "client2@example.ro", "client3@example.ro"]);
    expect((await rows()).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });

  it("shares a backlog between workers running at once, each e-mail sent exactly once", async () => {
    // On PostgreSQL (npm run test:postgres) the claims really race on separate connections.
    for (let n = 1; n <= 30; n++) await enqueueEmail(database.db, email(n));
    const now = soon();
    const sentBy = [createFakeTransport(), createFakeTransport(), createFakeTransport()];
    for (const transport of sentBy) {
      transport.hold = new Promise((resolve) => setTimeout(resolve, 1));
    }
    const work = async (transport: ReturnType<typeof createFakeTransport>) => {
      for (;;) {
        const result = await deliverDueEmails(database.db, transport, { now, batchSize: 4 });
        if (result.sent === 0) return;
      }
    };
    await Promise.all(sentBy.map(work));
    const recipients = sentBy.flatMap((transport) => transport.sent.map((m) => m.to));
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
    expect(sentBy.filter((transport) => transport.sent.length > 0).length).toBeGreaterThan(1);
  });

  it("does not send an e-mail of its batch that was deleted while it sent the ones before", async () => {
    // A gift voucher's order is cancelled at 09:00 while the worker is busy with the morning's
    // batch: the voucher's e-mail, already claimed, must not go out with its dead code.
    for (const n of [1, 2, 3]) await enqueueEmail(database.db, email(n));
    const now = soon();
    const slow = createFakeTransport();
    const { release, sending } = holdSends(slow);
    const delivering = deliverDueEmails(database.db, slow, { now, batchSize: 3 });
    await sending; // all three claimed; the first on the wire
    await database.db.delete(outboxEmails).where(eq(outboxEmails.dedupeKey, "order-placed:2"));

    release();
    expect(await delivering).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(slow.sent.map((m) => m.to)).toEqual(["client1@example.ro", "client3@example.ro"]);
  });

  it("does not send an e-mail another worker claimed after its own claim ran out", async () => {
    for (const n of [1, 2]) await enqueueEmail(database.db, email(n));
    const now = soon();
    const stalled = createFakeTransport();
    const { release, sending } = holdSends(stalled);
    const first = deliverDueEmails(database.db, stalled, { now, batchSize: 2 });
    await sending; // stuck on the first e-mail past its claim

    const other = createFakeTransport();
    const second = await deliverDueEmails(database.db, other, {
      now: later(now, OUTBOX.claimMs + 1_000),
    });
    expect(other.sent.map((m) => m.to)).toEqual(["client1@example.ro", "client2@example.ro"]);
    expect(second.sent).toBe(2);

    release();
    await first;
    // The stalled worker finished the send it was in, and left the other e-mail alone.
    expect(stalled.sent.map((m) => m.to)).toEqual(["client1@example.ro"]);
  });

  it("sends again an e-mail whose worker died, once its claim has run out", async () => {
    await enqueueEmail(database.db, email(1));
    const now = soon();
    const dying = createFakeTransport();
    dying.hold = new Promise(() => {}); // the process is gone: this send never ends
    const claimed = new Promise<void>((resolve) => {
      dying.onSend = () => resolve();
    });
    void deliverDueEmails(database.db, dying, { now });
    await claimed;

    const other = createFakeTransport();
    const meanwhile = await deliverDueEmails(database.db, other, {
      now: later(now, OUTBOX.claimMs - 1_000),
    });
    expect(meanwhile.sent).toBe(0);
    const after = await deliverDueEmails(database.db, other, {
      now: later(now, OUTBOX.claimMs + 1_000),
    });
    expect(after.sent).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2 });
    // The same Message-ID identity on both attempts: the copies are recognisably one e-mail.
    expect(other.sent[0]?.id).toMatch(/^\d+-[0-9a-z]+$/);
  });

  it("hands back the rest of its batch at once when told to stop", async () => {
    for (const n of [1, 2, 3]) await enqueueEmail(database.db, email(n));
    const stopping = new AbortController();
    const transport = createFakeTransport();
    transport.onSend = () => stopping.abort();
    const now = soon();
    const result = await deliverDueEmails(database.db, transport, {
      now,
      signal: stopping.signal,
    });
    expect(result.sent).toBe(1);
    const [sent, ...handedBack] = await rows();
    expect(sent?.status).toBe("sent");
    for (const row of handedBack) {
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const next = await deliverDueEmails(database.db, createFakeTransport(), { now });
    expect(next.sent).toBe(2);
  });

  it("keeps a row's error short", async () => {
    await enqueueEmail(database.db, email(1));
    const transport = createFakeTransport();
    transport.failWith = new Error("x".repeat(10_000));
    await deliverDueEmails(database.db, transport, { now: soon() });
    const [row] = await database.db
      .select({ length: sql<number>`length(${outboxEmails.lastError})` })
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, "order-placed:1"));
    expect(Number(row?.length)).toBe(OUTBOX.maxErrorLength);
  });
});

describe("retryDelayMs", () => {
  it("doubles from a minute, within ±20 %, and never waits more than an hour", () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(240_000);
    expect(retryDelayMs(1, () => 0)).toBe(48_000);
    expect(retryDelayMs(1, () => 1)).toBe(72_000);
    expect(retryDelayMs(7, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(30, () => 0.5)).toBe(3_600_000);
  });
});

// The conversions forwarder against a real HTTP endpoint on loopback: batches in the Conversions
// API's shape, retries with backoff, gives up, and sends nothing while not configured.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { siteSettings } from "../../../db/schema";
import { trackingEvents } from "../../../db/schema-content";
import { createTestDatabase } from "../../../db/testing";
import {
  deleteOldEvents,
  FORWARDER,
  forwardDueEvents,
  retryDelayMs,
} from "./conversions-forwarder.server";
import {
  type FakeConversionsEndpoint,
  startFakeConversionsEndpoint,
} from "./fake-conversions-endpoint.server";
import { startConversionsForwarder } from "./forwarder-worker.server";
import { hashEmail, storeTrackingEvent, type TrackingEvent } from "./tracking-events.server";

let database: DatabaseHandle;
let endpoint: FakeConversionsEndpoint;

beforeAll(async () => {
  database = await createTestDatabase();
  endpoint = await startFakeConversionsEndpoint();
});
afterAll(async () => {
  await endpoint.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(trackingEvents);
  await database.db.delete(siteSettings);
  endpoint.received.length = 0;
  endpoint.status = 200;
});

async function configure(value: Record<string, unknown> = {}) {
  await database.db.insert(siteSettings).values({
    key: "tracking.conversions",
    value: { enabled: true, endpoint: endpoint.url, accessToken: "secret-token", ...value },
  });
}

const t0 = new Date("2026-03-02T10:00:00.000Z");

function event(n: number, extra: Partial<TrackingEvent> = {}): TrackingEvent {
  return {
    eventId: `event-${n}-abcdef`,
    eventName: "AddToCart",
    fbc: "fb.1.1767225600000.IwAR2abc",
    fbp: null,
    eventSourceUrl: "https://coperta.ro/carte/ion",
    emailSha256: hashEmail("ana@example.ro"),
    value: 4999,
    productId: 42,
    replacement: false,
    ...extra,
  };
}

const rows = () => database.db.select().from(trackingEvents).orderBy(trackingEvents.id);

describe("the conversions forwarder", () => {
  it("sends due events in one request, in the Conversions API's shape, and marks them sent", async () => {
    await configure();
    await storeTrackingEvent(database.db, event(1), t0);
    await storeTrackingEvent(
      database.db,
      event(2, { eventName: "PageView", value: null, productId: null, emailSha256: null }),
      t0,
    );
    const result = await forwardDueEvents(database.db, { now: t0 });
    expect(result).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(endpoint.received).toEqual([
      {
        access_token: "secret-token",
        data: [
          {
            event_name: "AddToCart",
            event_time: t0.getTime() / 1000,
            event_id: "event-1-abcdef",
            event_source_url: "https://coperta.ro/carte/ion",
            action_source: "website",
            user_data: { em: [hashEmail("ana@example.ro")], fbc: "fb.1.1767225600000.IwAR2abc" },
            custom_data: {
              currency: "RON",
              value: 49.99,
              content_ids: ["42"],
              content_type: "product",
            },
          },
          {
            event_name: "PageView",
            event_time: t0.getTime() / 1000,
            event_id: "event-2-abcdef",
            event_source_url: "https://coperta.ro/carte/ion",
            action_source: "website",
            user_data: { fbc: "fb.1.1767225600000.IwAR2abc" },
            custom_data: { currency: "RON" },
          },
        ],
      },
    ]);
    expect((await rows()).map((row) => row.status)).toEqual(["sent", "sent"]);
    // Sent once: the next round has nothing to do.
    expect(await forwardDueEvents(database.db, { now: new Date(t0.getTime() + 60_000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(endpoint.received).toHaveLength(1);
  });

  it("retries a failed batch with backoff and gives up after the last attempt", async () => {
    await configure();
    await storeTrackingEvent(database.db, event(3), t0);
    endpoint.status = 503;
    let now = t0;
    const failures: unknown[] = [];
    for (let attempt = 1; attempt <= FORWARDER.maxAttempts; attempt++) {
      const result = await forwardDueEvents(database.db, {
        now,
        onFailure: (failure) => failures.push(failure),
      });
      const [row] = await rows();
      expect(row?.attempts).toBe(attempt);
      if (attempt < FORWARDER.maxAttempts) {
        expect(result.retried).toBe(1);
        expect(row?.status).toBe("pending");
        expect(row?.lastError).toContain("HTTP 503");
        // Not due before its backoff.
        expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime() + 40_000);
        expect(await forwardDueEvents(database.db, { now })).toEqual({
          sent: 0,
          retried: 0,
          failed: 0,
        });
        now = row?.nextAttemptAt ?? now;
      } else {
        expect(result.failed).toBe(1);
        expect(row?.status).toBe("failed");
      }
    }
    expect(endpoint.received).toHaveLength(FORWARDER.maxAttempts);
    expect(failures).toHaveLength(FORWARDER.maxAttempts);
  });

  it("gives up at once when the endpoint refuses the batch itself (400)", async () => {
    await configure();
    await storeTrackingEvent(database.db, event(4), t0);
    endpoint.status = 400;
    expect(await forwardDueEvents(database.db, { now: t0 })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("claims and sends nothing while switched off or without an endpoint", async () => {
    await storeTrackingEvent(database.db, event(5), t0);
    expect(await forwardDueEvents(database.db, { now: t0 })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    await configure({ enabled: false });
    expect(await forwardDueEvents(database.db, { now: t0 })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    await database.db
      .update(siteSettings)
      .set({ value: { enabled: true, endpoint: null, accessToken: null } });
    expect(await forwardDueEvents(database.db, { now: t0 })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(endpoint.received).toEqual([]);
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("deletes events past the retention, whatever their state", async () => {
    await configure({ retentionDays: 7 });
    await storeTrackingEvent(database.db, event(6), new Date(t0.getTime() - 8 * 86_400_000));
    await storeTrackingEvent(database.db, event(7), new Date(t0.getTime() - 6 * 86_400_000));
    expect(await deleteOldEvents(database.db, { now: t0 })).toBe(1);
    expect((await rows()).map((row) => row.eventId)).toEqual(["event-7-abcdef"]);
  });

  it("backs off a minute, doubling, within ±20 %, at most half an hour", () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(3, () => 0)).toBe(192_000);
    expect(retryDelayMs(20, () => 1)).toBe(30 * 60_000);
  });

  it("runs in the background, logging a failure instead of raising it", async () => {
    await configure();
    await storeTrackingEvent(database.db, event(8));
    endpoint.status = 500;
    const lines: { msg: string }[] = [];
    const logger = pino(
      { level: "debug" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const worker = startConversionsForwarder({ db: database.db, logger, intervalMs: 3_600_000 });
    try {
      await expect
        .poll(() => lines.map((line) => line.msg))
        .toContain("conversions not sent: will retry");
      expect(endpoint.received).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});

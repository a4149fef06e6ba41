// One attempt the shopper can pay per order: starting again (a second tab, the back button) goes
// back to the open attempt; a new one replaces an expired attempt only once it is voided, and the
// sandbox then refuses to approve it. Races between instances: open-attempt-race.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../../db/client.server";
import { createTestDatabase } from "../../../db/testing";
import { BASE_URL, cardPaymentTestKit, NOW } from "./card-payment-test-kit";
import { handleNotification, OPEN_ATTEMPT_MINUTES, startCardPayment } from "./payments.server";
import type { IncomingNotification, PaymentProvider } from "./provider";
import {
  createSandboxProvider,
  decideSandboxPayment,
  findSandboxPayment,
} from "./sandbox-provider.server";

let database: DatabaseHandle;
let provider: PaymentProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createSandboxProvider(database.db);
});
afterAll(async () => {
  await database.close();
});

const { cardOrder, orderState, attempts, eventsOf, start } = cardPaymentTestKit(
  () => database.db,
  () => provider,
);

const EXPIRED = new Date(NOW.getTime() + (OPEN_ATTEMPT_MINUTES + 1) * 60_000);

/** The sandbox provider, recording what it was asked to create and to void. */
function recordingSandbox(overrides: Partial<PaymentProvider> = {}) {
  const sandbox = createSandboxProvider(database.db);
  const created: string[] = [];
  const cancelled: string[] = [];
  const recording: PaymentProvider = {
    ...sandbox,
    async createPayment(input) {
      const page = await sandbox.createPayment(input);
      created.push(page.providerRef);
      return page;
    },
    async cancelPayment(providerRef) {
      cancelled.push(providerRef);
      return sandbox.cancelPayment(providerRef);
    },
    ...overrides,
  };
  return { provider: recording, created, cancelled };
}

/** The tester's click on the sandbox's page, handed to the shop's handler as the route does. */
function decide(providerRef: string, decision: "approve" | "decline", now = NOW) {
  const delivered: IncomingNotification[] = [];
  const result = decideSandboxPayment(
    database.db,
    { providerRef, decision, now },
    async (tx: Database, notification) => {
      delivered.push(notification);
      const handled = await handleNotification(tx, provider, notification, { now });
      if (!handled.ok) throw new Error(`notification refused: ${handled.reason}`);
    },
  );
  return result.then((decided) => ({ decided, delivered }));
}

describe("starting a card payment again", () => {
  it("goes back to the open attempt, to the same page, rather than opening a second", async () => {
    const order = await cardOrder();
    const first = await start(order.publicId);
    const second = await start(order.publicId, new Date(NOW.getTime() + 5 * 60_000));
    expect(await attempts(order.id)).toEqual([
      { providerRef: first.providerRef, status: "pending", amount: 10997 },
    ]);
    expect(second).toEqual({ ...first, reused: true });
    expect(first.reused).toBe(false);
    // Nothing moved: no second "plată reluată", no event at all.
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("two clicks at once open one attempt; the page the loser made is voided", async () => {
    const order = await cardOrder();
    const recording = recordingSandbox();
    const begin = () =>
      startCardPayment(database.db, recording.provider, {
        orderPublicId: order.publicId,
        baseUrl: BASE_URL,
        now: NOW,
      });
    const [a, b] = await Promise.all([begin(), begin()]);
    if (!a?.ok || !b?.ok) throw new Error("not started");
    expect(b.providerRef).toBe(a.providerRef);
    expect(b.redirectUrl).toBe(a.redirectUrl);
    const rows = await attempts(order.id);
    expect(rows).toEqual([{ providerRef: a.providerRef, status: "pending", amount: 10997 }]);
    // The second asked the provider too when it came before the first's row existed (always on
    // PGlite, by timing on PostgreSQL): a page nobody was sent to is voided.
    expect(recording.created.length).toBeGreaterThanOrEqual(1);
    expect(recording.created).toContain(a.providerRef);
    expect(recording.cancelled).toEqual(recording.created.filter((ref) => ref !== a.providerRef));
  });

  it("past its time, voids the open attempt first, then opens a new one", async () => {
    const order = await cardOrder();
    const recording = recordingSandbox();
    const first = await start(order.publicId);
    const second = await startCardPayment(database.db, recording.provider, {
      orderPublicId: order.publicId,
      baseUrl: BASE_URL,
      now: EXPIRED,
    });
    if (!second.ok) throw new Error(`not started: ${second.reason}`);
    expect(second.reused).toBe(false);
    expect(second.providerRef).not.toBe(first.providerRef);
    expect(recording.cancelled).toEqual([first.providerRef]);
    expect(await attempts(order.id)).toMatchObject([
      { providerRef: first.providerRef, status: "failed" },
      { providerRef: second.providerRef, status: "pending" },
    ]);
    // To the order it is one payment still pending.
    expect(await orderState(order.id)).toMatchObject({
      status: "placed",
      paymentStatus: "pending",
    });
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("opens none while the provider cannot void the expired one: its money may be on the way", async () => {
    const order = await cardOrder();
    const first = await start(order.publicId);
    const stuck = recordingSandbox({
      cancelPayment: async () => ({ ok: false, reason: "unreachable" }),
    });
    expect(
      await startCardPayment(database.db, stuck.provider, {
        orderPublicId: order.publicId,
        baseUrl: BASE_URL,
        now: EXPIRED,
      }),
    ).toEqual({ ok: false, reason: "attempt-unsettled" });
    expect(stuck.created).toEqual([]);
    expect(await attempts(order.id)).toMatchObject([
      { providerRef: first.providerRef, status: "pending" },
    ]);
  });

  it("after a decline, the retry is a new attempt (nothing open to go back to)", async () => {
    const order = await cardOrder();
    const first = await start(order.publicId);
    expect((await decide(first.providerRef, "decline")).decided).toEqual({
      ok: true,
      decided: true,
    });
    const retry = await start(order.publicId, new Date(NOW.getTime() + 60_000));
    expect(retry).toMatchObject({ reused: false });
    expect(retry.providerRef).not.toBe(first.providerRef);
    expect(await orderState(order.id)).toMatchObject({ paymentStatus: "pending" });
  });
});

describe("the sandbox and a replaced attempt", () => {
  it("refuses to approve it, sends nothing, and shows it as replaced", async () => {
    const order = await cardOrder();
    const first = await start(order.publicId);
    const second = await start(order.publicId, EXPIRED);

    expect(await findSandboxPayment(database.db, first.providerRef)).toMatchObject({
      status: "failed",
      superseded: true,
    });
    const { decided, delivered } = await decide(first.providerRef, "approve", EXPIRED);
    expect(decided).toEqual({ ok: false, reason: "superseded" });
    expect(delivered).toEqual([]);
    expect(await orderState(order.id)).toMatchObject({
      status: "placed",
      paymentStatus: "pending",
    });
    expect(await findSandboxPayment(database.db, second.providerRef)).toMatchObject({
      status: "pending",
      superseded: false,
    });

    // The newer one pays the order, once.
    expect((await decide(second.providerRef, "approve", EXPIRED)).decided).toEqual({
      ok: true,
      decided: true,
    });
    expect(await orderState(order.id)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
    });
    expect(await attempts(order.id)).toMatchObject([{ status: "failed" }, { status: "paid" }]);
    // A second click on a decided page sends nothing again.
    expect((await decide(second.providerRef, "decline", EXPIRED)).decided).toEqual({
      ok: true,
      decided: false,
    });
  });

  it("tells an unknown or malformed reference apart", async () => {
    expect((await decide("sbx_AAAAAAAAAAAAAAAAAAAAAAAA", "approve")).decided).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect((await decide("nope", "approve")).decided).toEqual({ ok: false, reason: "not-found" });
  });
});

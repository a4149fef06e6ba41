// A gift voucher for a day the buyer chose (a birthday, Christmas): paid now, its code and e-mail
// wait for that morning in Bucharest, its months count from then, and a cancelled order's e-mail
// never leaves.
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createTestDatabase } from "../../../db/testing";
import { addDays, shopDayAt } from "../../lib/dates";
import { createFakeTransport, holdSends } from "../email/fake-transport";
import { deliverDueEmails } from "../email/outbox.server";
import { addMonths, orderGiftCards } from "../gift-cards/issue.server";
import { moveOrder } from "../orders/order-status.server";
import { createPublicStore } from "../orders/order-view-factory";
import { giftCardContext, giftCardTestKit, NOW, TODAY } from "./gift-card-test-kit";

const store = createPublicStore();
let database: DatabaseHandle;
let context: AppLoadContext;
const { draft, placedWith, codesFor, giftEmailsTo, cardState, markPaid } = giftCardTestKit(
  () => database.db,
  () => context,
  store,
);

beforeAll(async () => {
  database = await createTestDatabase();
  context = giftCardContext(database.db, store);
});
afterAll(async () => {
  await database.close();
});

const DAY = addDays(TODAY, 10);
// 09:00 in Bucharest on that day (winter time: 07:00 UTC).
const MORNING = shopDayAt(DAY, 9);

describe("a gift voucher for a chosen day", () => {
  it("gets its code and e-mail that morning, and its months count from then", async () => {
    const card = await draft(10_000, DAY);
    expect(card.sendOn).toBe(DAY);
    const order = await placedWith(card, "ramburs");
    await markPaid(order.id);

    const [code] = await codesFor(card.recipientEmail);
    expect(code).toMatchObject({ startsAt: MORNING, endsAt: addMonths(MORNING, 12) });
    const [email] = await giftEmailsTo(card.recipientEmail);
    expect(email).toMatchObject({ status: "pending", nextAttemptAt: MORNING });
    expect(email?.text).toContain(code?.code);

    // The buyer's pages and e-mails say when it arrives.
    expect((await orderGiftCards(database.db, order.id, TODAY))[0]?.statusLabel).toBe(
      "ajunge la destinatar pe e-mail pe 2 decembrie 2026, dimineața",
    );

    const transport = createFakeTransport();
    await deliverDueEmails(database.db, transport, { now: NOW });
    await deliverDueEmails(database.db, transport, { now: new Date(MORNING.getTime() - 60_000) });
    expect(transport.sent.filter((sent) => sent.to === card.recipientEmail)).toEqual([]);
    await deliverDueEmails(database.db, transport, { now: MORNING });
    expect(transport.sent.filter((sent) => sent.to === card.recipientEmail)).toHaveLength(1);
    expect((await orderGiftCards(database.db, order.id, DAY))[0]?.statusLabel).toBe(
      "trimis destinatarului pe e-mail",
    );
  });

  it("waits for payment first: unpaid, it says the day and that the payment comes first", async () => {
    const card = await draft(5_000, DAY);
    const order = await placedWith(card, "ramburs");
    expect((await orderGiftCards(database.db, order.id, TODAY))[0]?.statusLabel).toBe(
      "se trimite destinatarului pe 2 decembrie 2026, după confirmarea plății",
    );
    // Paid after the day has come: the code leaves at once and works from the payment.
    const late = new Date(MORNING.getTime() + 86_400_000);
    await markPaid(order.id, late);
    const [code] = await codesFor(card.recipientEmail);
    expect(code?.startsAt).toEqual(late);
    const [email] = await giftEmailsTo(card.recipientEmail);
    expect(email?.nextAttemptAt.getTime()).toBeLessThanOrEqual(late.getTime());
  });

  it("cancelled before the day: the code stops working and the e-mail never leaves", async () => {
    const card = await draft(5_000, DAY);
    const order = await placedWith(card, "ramburs");
    await markPaid(order.id);
    expect(await giftEmailsTo(card.recipientEmail)).toHaveLength(1);
    await moveOrder(database.db, { orderId: order.id, to: "cancelled", actor: "ana", now: NOW });

    expect(await cardState(card.ref)).toMatchObject({ status: "void" });
    expect(await giftEmailsTo(card.recipientEmail)).toEqual([]);
    const [code] = await codesFor(card.recipientEmail);
    expect(code?.endsAt).toEqual(NOW);
  });

  it("cancelled that morning while the worker sends the morning's batch: that e-mail stays unsent", async () => {
    const kept = await draft(5_000, DAY);
    await markPaid((await placedWith(kept, "ramburs")).id);
    const cancelled = await draft(5_000, DAY);
    const order = await placedWith(cancelled, "ramburs");
    await markPaid(order.id);

    const transport = createFakeTransport();
    const { release, sending } = holdSends(transport);
    const delivering = deliverDueEmails(database.db, transport, { now: MORNING, batchSize: 50 });
    await sending; // both vouchers' e-mails claimed, the first of the batch on the wire
    await moveOrder(database.db, {
      orderId: order.id,
      to: "cancelled",
      actor: "ana",
      now: MORNING,
    });
    release();
    await delivering;

    const to = (card: { recipientEmail: string }) =>
      transport.sent.filter((sent) => sent.to === card.recipientEmail);
    expect(to(kept)).toHaveLength(1);
    expect(to(cancelled)).toEqual([]);
  });
});

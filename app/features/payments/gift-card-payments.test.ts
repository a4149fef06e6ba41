// A gift voucher from the order to the recipient's inbox and back to a checkout: the payment
// (card notification, or an operator for cash on delivery) issues one code and one e-mail however
// often it is told, the code takes its value off another order, and a cancelled order's unused
// code stops working. What a code keeps between orders: gift-voucher-balance.test.ts.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createCustomerRow } from "../../../db/factories";
import { ledgerEntries } from "../../../db/schema-accounts";
import { giftCards } from "../../../db/schema-gift-cards";
import { outboxEmails } from "../../../db/schema-orders";
import { vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { loadCheckout } from "../checkout/checkout.server";
import { priceCheckout } from "../checkout/pricing.server";
import { reviewCheckout } from "../checkout/review.server";
import { applyCheckoutVoucher } from "../checkout/voucher.server";
import { readyCheckout } from "../orders/checkout-test-kit";
import { afterOrderPaid } from "../orders/order-emails.server";
import { moveOrder } from "../orders/order-status.server";
import { createPublicStore } from "../orders/order-view-factory";
import { placeOrderFromCheckout } from "../orders/place-order-request.server";
import { giftCardContext, giftCardTestKit, NOW, TODAY } from "./gift-card-test-kit";
import { receiveNotification } from "./notification-request.server";
import { startCardPayment } from "./payments.server";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider, sandboxNotification } from "./sandbox-provider.server";

const store = createPublicStore();
let database: DatabaseHandle;
let provider: PaymentProvider;
let context: AppLoadContext;
const { draft, placedWith, codesFor, giftEmailsTo, cardState, markPaid } = giftCardTestKit(
  () => database.db,
  () => context,
  store,
);

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createSandboxProvider(database.db);
  context = giftCardContext(database.db, store);
});
afterAll(async () => {
  await database.close();
});

describe("paying issues the code once", () => {
  it("a card payment notified twice issues one code and one e-mail to the recipient", async () => {
    const card = await draft(10_000);
    const order = await placedWith(card, "card");
    expect(order.total).toBe(3000 + 1999 + 10_000);
    expect(order.subtotal).toBe(3000);
    expect(await cardState(card.ref)).toMatchObject({ status: "ordered", orderId: order.id });
    expect(await codesFor(card.recipientEmail)).toEqual([]);

    const started = await startCardPayment(database.db, provider, {
      orderPublicId: order.publicId,
      baseUrl: "https://coperta.test",
      now: NOW,
    });
    if (!started.ok) throw new Error(started.reason);
    const notification = () =>
      sandboxNotification(database.db, {
        providerRef: started.providerRef,
        outcome: "paid",
        amount: order.total,
        now: NOW,
      });
    const first = await receiveNotification(context, provider, await notification(), NOW);
    expect(first).toMatchObject({ ok: true, status: "applied" });
    const again = await Promise.all([
      receiveNotification(context, provider, await notification(), NOW),
      receiveNotification(context, provider, await notification(), NOW),
    ]);
    expect(again.map((result) => result.ok && result.status)).toEqual(["duplicate", "duplicate"]);

    const codes = await codesFor(card.recipientEmail);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({
      kind: "amount",
      value: 10_000,
      maxUses: null,
      keepsBalance: true,
      spent: 0,
      usedCount: 0,
      combinable: true,
      startsAt: NOW,
      endsAt: new Date("2027-11-22T10:00:00Z"),
    });
    const emails = await giftEmailsTo(card.recipientEmail);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe("Ioana ți-a trimis un voucher cadou de 100,00 lei");
    expect(emails[0]?.text).toContain(`Codul voucherului: ${codes[0]?.code}`);
    expect(emails[0]?.text).toContain("„La mulți ani!”");
    expect(emails[0]?.text).toContain("22 noiembrie 2027");
    expect(await cardState(card.ref)).toMatchObject({ status: "issued", voucherId: codes[0]?.id });
    // The buyer's "payment received" e-mail lists the voucher as sent.
    const [paid] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, `order-paid:${order.id}`));
    expect(paid?.text).toContain("Voucher cadou de 100,00 lei");
    expect(paid?.text).toContain("trimis destinatarului pe e-mail");
  });

  it("cash on delivery: the operator marking it paid issues the code, once", async () => {
    const card = await draft(5000);
    const order = await placedWith(card, "ramburs");
    expect(await markPaid(order.id)).toMatchObject({ ok: true, from: "pending", to: "paid" });
    expect(await markPaid(order.id)).toMatchObject({ ok: true, from: "paid", to: "paid" });
    // Told again by another path (a replayed hook): the gift card is issued already.
    await database.db.transaction((tx) => afterOrderPaid(tx, store, order.id, NOW));
    expect(await codesFor(card.recipientEmail)).toHaveLength(1);
    expect(await giftEmailsTo(card.recipientEmail)).toHaveLength(1);
  });
});

describe("paid at placing", () => {
  it("an order paid in full from store credit issues its codes as it is placed", async () => {
    const customer = await createCustomerRow(database.db, { email: "credit.cadou@example.ro" });
    await database.db.insert(ledgerEntries).values({
      customerId: customer.id,
      kind: "credit",
      amount: 20_000,
      reason: "Credit de test",
      reference: "test:credit-cadou",
      createdAt: NOW,
    });
    const card = await draft(5000);
    const checkout = await readyCheckout(database.db, {
      lines: [],
      giftCards: [card.ref],
      now: NOW,
      today: TODAY,
      payment: "card",
    });
    const outcome = await placeOrderFromCheckout(context, {
      tokenHash: checkout.tokenHash,
      idempotencyKey: randomUUID(),
      now: NOW,
      customerId: customer.id,
      useCredit: true,
    });
    // Nothing left to pay: the confirmation, not the card page.
    expect(outcome).toMatchObject({
      kind: "placed",
      location: expect.stringContaining("/order-confirmation/"),
    });
    expect(await cardState(card.ref)).toMatchObject({ status: "issued" });
    expect(await codesFor(card.recipientEmail)).toHaveLength(1);
    expect(await giftEmailsTo(card.recipientEmail)).toHaveLength(1);
  });
});

describe("the code at checkout", () => {
  it("takes its value off another order at step 3, once", async () => {
    const card = await draft(10_000);
    const order = await placedWith(card, "ramburs");
    await markPaid(order.id);
    const [code] = await codesFor(card.recipientEmail);
    if (!code) throw new Error("no code");

    const book = await createBook(database.db, { price: 7500, stock: 5 });
    const lines = [{ id: book.id, quantity: 2 }];
    const later = new Date(NOW.getTime() + 86_400_000);
    const checkout = await readyCheckout(database.db, {
      lines,
      now: later,
      today: "2026-11-23",
      details: { email: card.recipientEmail },
    });
    const state = await loadCheckout(database.db, checkout.tokenHash);
    if (!state) throw new Error("no checkout");
    expect(
      await applyCheckoutVoucher(database.db, state, code.code.toLowerCase(), {
        now: later,
        customerId: null,
      }),
    ).toEqual({ ok: true });
    const saved = await loadCheckout(database.db, checkout.tokenHash);
    if (!saved) throw new Error("no checkout");
    const review = await reviewCheckout(database.db, saved, "2026-11-23", { now: later });
    expect(review?.totals).toMatchObject({ subtotal: 15_000, discount: 10_000 });
    const placed = await placeOrderFromCheckout(context, {
      tokenHash: checkout.tokenHash,
      idempotencyKey: randomUUID(),
      now: later,
    });
    expect(placed.kind).toBe("placed");
    const [used] = await database.db.select().from(vouchers).where(eq(vouchers.id, code.id));
    expect(used?.usedCount).toBe(1);

    // A second order cannot use it again.
    const other = await readyCheckout(database.db, { lines, now: later, today: "2026-11-23" });
    const otherState = await loadCheckout(database.db, other.tokenHash);
    if (!otherState) throw new Error("no checkout");
    expect(
      await applyCheckoutVoucher(database.db, otherState, code.code, {
        now: later,
        customerId: null,
      }),
    ).toEqual({ ok: false, message: "Voucherul a fost deja folosit." });
  });
});

describe("orders of gift vouchers only, and cancelled orders", () => {
  it("ship nothing: delivery is free and cash on delivery is refused", async () => {
    const card = await draft(5000);
    const pricing = await priceCheckout(database.db, {
      lines: [],
      giftCards: [card.ref],
      deliveryKind: "address",
      methods: { delivery: "curier", payment: "ramburs" },
      today: TODAY,
      now: NOW,
    });
    expect(pricing.deliveryOptions.every((option) => option.cost === 0)).toBe(true);
    expect(pricing.payment).toBeNull();
    expect(pricing.paymentOptions.find((option) => option.code === "ramburs")?.refusal).toBe(
      "Plata ramburs nu este disponibilă: voucherele cadou se trimit pe e-mail, nu prin curier.",
    );
    expect(pricing.totals).toMatchObject({
      subtotal: 0,
      shipping: 0,
      giftCards: 5000,
      total: 5000,
    });
  });

  it("a cancelled paid order's unused code stops working; an unpaid one's is never issued", async () => {
    const paidCard = await draft(5000);
    const paidOrder = await placedWith(paidCard, "ramburs");
    await markPaid(paidOrder.id);
    const cancelAt = new Date(NOW.getTime() + 3_600_000);
    await moveOrder(database.db, {
      orderId: paidOrder.id,
      to: "cancelled",
      actor: "ana",
      now: cancelAt,
    });
    const [code] = await codesFor(paidCard.recipientEmail);
    expect(code?.endsAt).toEqual(cancelAt);
    expect(await cardState(paidCard.ref)).toMatchObject({ status: "void" });

    const unpaidCard = await draft(5000);
    const unpaid = await placedWith(unpaidCard, "ramburs");
    await moveOrder(database.db, { orderId: unpaid.id, to: "cancelled", actor: "ana", now: NOW });
    // Money arriving later (an operator's mistake) issues nothing for a cancelled order.
    await markPaid(unpaid.id);
    expect(await cardState(unpaidCard.ref)).toMatchObject({ status: "void", voucherId: null });
    expect(await codesFor(unpaidCard.recipientEmail)).toEqual([]);
  });

  it("one draft is ordered once: a second checkout holding it is told to review", async () => {
    const card = await draft(5000);
    const book = await createBook(database.db, { price: 2000, stock: 5 });
    const lines = [{ id: book.id, quantity: 1 }];
    const [first, second] = await Promise.all([
      readyCheckout(database.db, { lines, giftCards: [card.ref], now: NOW, today: TODAY }),
      readyCheckout(database.db, { lines, giftCards: [card.ref], now: NOW, today: TODAY }),
    ]);
    const place = (tokenHash: string) =>
      placeOrderFromCheckout(context, { tokenHash, idempotencyKey: randomUUID(), now: NOW });
    // At once (on PostgreSQL, really at once): the draft's row lock lets one order take it.
    const outcomes = await Promise.all([place(first.tokenHash), place(second.tokenHash)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["placed", "prices-changed"]);
    const [taken] = await database.db.select().from(giftCards).where(eq(giftCards.ref, card.ref));
    expect(taken?.status).toBe("ordered");
  });
});

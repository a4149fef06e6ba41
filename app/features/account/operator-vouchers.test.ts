// A voucher the operator makes (`npm run voucher`), taken by a shopper's order and ended: the
// rows the command writes are the terms the cart, the account and the order read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { createTestDatabase, racingInstances } from "../../../db/testing";
import { quoteCart } from "../cart/quote.server";
import { loadCheckout } from "../checkout/checkout.server";
import { reviewCheckout } from "../checkout/review.server";
import { readyCheckout } from "../orders/checkout-test-kit";
import { placeOrder } from "../orders/place-order.server";
import { createVoucher, endVoucher, voucherReport } from "../promotions/voucher-admin.server";
import { parseVoucherCommand } from "../promotions/voucher-command";
import { loadCustomerVouchers } from "./account-vouchers.server";
import { createCustomer } from "./test-factories";

const TODAY = "2026-11-27";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The voucher as `npm run voucher -- <argv>` would create it. */
function commanded(...argv: string[]) {
  const command = parseVoucherCommand(argv);
  if (!command.ok || command.action !== "create") throw new Error(`not a create: ${argv}`);
  return command.voucher;
}

const quoteWith = (bookId: number, quantity: number, voucherCode: string) =>
  quoteCart(database.db, { lines: [{ id: bookId, quantity }], voucherCode }, TODAY, {
    now: new Date(),
  });

describe("a voucher the operator makes", () => {
  it("is what the cart takes off, from its minimum order, and one code in any case", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 4000, stock: 10 });
    const voucher = commanded("Partener-LEI20", "--create", "--lei", "20", "--min", "100");
    expect(await createVoucher(db, voucher)).toMatchObject({ ok: true, accountId: null });

    const below = await quoteWith(book.id, 2, "partener-lei20");
    expect(below.voucher).toMatchObject({ applied: false });
    expect(below.voucher?.message).toMatch(/100,00 lei/);
    const from = await quoteWith(book.id, 3, "PARTENER-LEI20");
    expect(from.voucher).toMatchObject({ applied: true, discount: 2000 });

    const again = commanded("PARTENER-lei20", "--create", "--percent", "50");
    expect(await createVoucher(db, again)).toEqual({ ok: false, reason: "exists" });
    expect((await quoteWith(book.id, 3, "partener-lei20")).voucher?.discount).toBe(2000);
  });

  it("for an address is listed in its account, and the order that takes it shows in the report", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 5000, stock: 10 });
    const customer = await createCustomer(db, { email: "ilinca.marin@example.ro" });
    const voucher = commanded(
      "RECLAMATIE-7",
      "--create",
      "--percent",
      "10",
      "--uses",
      "1",
      "--for",
      "ilinca.marin@example.ro",
      "--note",
      "Colet întârziat",
    );
    expect(await createVoucher(db, voucher)).toEqual({
      ok: true,
      id: expect.any(Number),
      accountId: customer.id,
    });
    const listed = await loadCustomerVouchers(
      db,
      { customerId: customer.id, email: customer.email, emailConfirmed: true },
      new Date(),
    );
    expect(listed.map((v) => v.code)).toContain("RECLAMATIE-7");

    const now = new Date();
    const hers = await readyCheckout(db, {
      lines: [{ id: book.id, quantity: 1 }],
      now,
      today: TODAY,
      voucherCode: "reclamatie-7",
      details: { email: "ilinca.marin@example.ro" },
    });
    const placed = await placeOrder(db, {
      tokenHash: hers.tokenHash,
      idempotencyKey: "operator-voucher-1",
      now,
      today: TODAY,
    });
    expect(placed.ok).toBe(true);
    const report = await voucherReport(db, "Reclamatie-7");
    expect(report?.voucher).toMatchObject({
      usedCount: 1,
      maxUses: 1,
      description: "Colet întârziat",
    });
    expect(report?.uses).toEqual([
      expect.objectContaining({
        orderNumber: placed.ok ? placed.order.number : 0,
        email: "ilinca.marin@example.ro",
        discount: 500,
      }),
    ]);
  });

  it("ended, is refused to a checkout that holds it, which reviews the new total", async () => {
    const { db } = database;
    const book = await createBook(db, { price: 6000, stock: 10 });
    await createVoucher(db, commanded("NEWSLETTER-15", "--create", "--percent", "15"));
    const now = new Date();
    const checkout = await readyCheckout(db, {
      lines: [{ id: book.id, quantity: 1 }],
      now,
      today: TODAY,
      voucherCode: "NEWSLETTER-15",
    });
    const shown = await reviewCheckout(db, (await loadCheckout(db, checkout.tokenHash))!, TODAY, {
      now,
    });
    expect(shown?.totals.discount).toBe(900);

    const ended = await endVoucher(db, "newsletter-15", new Date());
    expect(ended).toMatchObject({ ok: true, already: false });
    const refused = await placeOrder(db, {
      tokenHash: checkout.tokenHash,
      idempotencyKey: "operator-voucher-2",
      now: new Date(),
      today: TODAY,
      expectedTotal: shown?.totals.total,
    });
    expect(refused).toEqual({ ok: false, reason: "prices-changed" });
    expect((await quoteWith(book.id, 1, "NEWSLETTER-15")).voucher).toMatchObject({
      applied: false,
    });
    // Ending it again keeps the first end; an unknown code is said so.
    expect(await endVoucher(db, "NEWSLETTER-15", new Date(Date.now() + 60_000))).toMatchObject({
      ok: true,
      already: true,
      endsAt: ended.ok ? ended.endsAt : null,
    });
    expect(await endVoucher(db, "NU-EXISTA", new Date())).toEqual({ ok: false, reason: "unknown" });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("operators creating one code at once", () => {
  const race = racingInstances(3);

  it("get one code on PostgreSQL, whatever case each typed", async () => {
    const spellings = ["CRACIUN-10", "craciun-10", "Craciun-10", "CRACIUN-10", "craciun-10"];
    const results = await Promise.all(
      spellings.map((code, n) =>
        createVoucher(race.on(n), commanded(code, "--create", "--percent", String(10 + n))),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array(4).fill({ ok: false, reason: "exists" }),
    );
  });
});

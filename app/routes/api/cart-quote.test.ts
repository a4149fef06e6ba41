import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { createSession } from "../../features/account/sessions.server";
import { createCustomer } from "../../features/account/test-factories";
import type { CartQuote } from "../../features/cart/quote";
import { record } from "../../features/loyalty/ledger.server";
import { action, loader } from "./cart-quote";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("POST /api/cart/quote", () => {
  let client = "198.51.100.20";
  const context = () => ({ db: database.db, clientAddress: client });
  const call = (init: RequestInit) =>
    action({
      request: new Request("http://localhost/api/cart/quote", init),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof action>[0]).catch((thrown: unknown) => thrown as Response);

  it("answers a quote", async () => {
    const book = await createBook(database.db, { price: 2222 });
    const response = await call({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ lines: [{ id: book.id, quantity: 2, price: 1 }] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await response.json()) as CartQuote;
    expect(body.subtotal).toBe(4444);
  });

  it("is the logged-in shopper's own: their loyalty tier's free-shipping minimum", async () => {
    // 160 lei: above the "Cititor pasionat" 150 lei, below the shop's 500 lei.
    const book = await createBook(database.db, { price: 16_000 });
    const member = await createCustomer(database.db);
    await record(
      database.db,
      member.id,
      {
        kind: "bonus",
        amount: 600,
        reason: "Comenzi livrate",
        reference: `quote-tier-${member.id}`,
      },
      new Date(),
    );
    const { token } = await createSession(database.db, member.id, { now: new Date() });
    const quote = async (cookie: string | null) => {
      const response = await call({
        method: "POST",
        headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ lines: [{ id: book.id, quantity: 1 }] }),
      });
      return ((await response.json()) as CartQuote).shipping;
    };
    expect(await quote(`sesiune=${token}`)).toMatchObject({ cost: 0, freeShippingMinimum: 15_000 });
    expect(await quote(null)).toMatchObject({ cost: 1999, freeShippingMinimum: 50_000 });
  });
  it("answers 400 to a body that is not JSON or not a cart", async () => {
    for (const body of ["{lines:", JSON.stringify({ lines: [{ id: "x", quantity: 1 }] })]) {
      const response = await call({
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: { code: string } };
      expect(answer.error.code).toMatch(/^invalid_/);
    }
  });

  it("refuses every code from a client after 30 that name no voucher in an hour", async () => {
    const book = await createBook(database.db, { price: 5000 });
    await database.db.insert(vouchers).values({ code: "TOAMNA10", kind: "percent", value: 10 });
    const quote = async (voucherCode: string) => {
      const response = await call({
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ lines: [{ id: book.id, quantity: 1 }], voucherCode }),
      });
      return ((await response.json()) as CartQuote).voucher;
    };
    client = "203.0.113.30";
    expect(await quote("TOAMNA10")).toMatchObject({ applied: true });
    for (let i = 0; i < 30; i++) {
      expect(await quote(`GHICIT${i}`)).toMatchObject({ applied: false });
    }
    // Full: even a real code is refused for a while, with the wait.
    expect(await quote("TOAMNA10")).toMatchObject({
      applied: false,
      message: expect.stringMatching(/^Prea multe cereri\. Încearcă din nou peste/),
    });
    // Another shopper's codes still apply.
    client = "203.0.113.31";
    expect(await quote("toamna10")).toMatchObject({ applied: true });
  });

  it("answers 405 to other methods", async () => {
    const put = await call({ method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("POST");
    expect(loader().status).toBe(405);
    expect(loader().headers.get("Allow")).toBe("POST");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { createTestDatabase } from "../../../db/testing";
import type { CartQuote } from "../../features/cart/quote";
import { action, loader } from "./cart-quote";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("POST /api/cart/quote", () => {
  const context = () => ({ db: database.db });
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
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as CartQuote;
    expect(body.subtotal).toBe(4444);
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

  it("answers 405 to other methods", async () => {
    const put = await call({ method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("POST");
    expect(loader().status).toBe(405);
    expect(loader().headers.get("Allow")).toBe("POST");
  });
});

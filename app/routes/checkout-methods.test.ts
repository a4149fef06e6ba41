// Step 2 takes the cart's voucher (the campaign widgets' cookie) into the checkout, as step 3 does,
// so its totals are the review's and the order's; a cookie naming no voucher is dropped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createBook, createVoucherRow } from "../../db/factories";
import { createTestDatabase } from "../../db/testing";
import { loadCheckout } from "../features/checkout/checkout.server";
import { readyCheckout } from "../features/orders/checkout-test-kit";
import { CLEAR_VOUCHER_COOKIE } from "../features/promotions/voucher-cookie";
import { todayInShop } from "../lib/dates";
import { testLoadContext } from "../test-load-context";
import { loader } from "./checkout-methods";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

interface StepTwo {
  data: { totals: { discount: number; total: number } };
  init: { headers: Headers };
}

async function stepTwo(voucherCookie: string) {
  const { db } = database;
  const now = new Date();
  const book = await createBook(db, { price: 10_000, stock: 5 });
  const checkout = await readyCheckout(db, {
    lines: [{ id: book.id, quantity: 1 }],
    now,
    today: todayInShop(now),
  });
  const request = new Request("http://localhost/cos/detalii-comanda-2", {
    headers: { Cookie: `checkout=${checkout.token}; voucher=${voucherCookie}` },
  });
  const page = (await loader({
    request,
    params: {},
    context: testLoadContext(db),
  } as never)) as unknown as StepTwo;
  return { page, checkout };
}

describe("step 2 and the cart's voucher", () => {
  it("prices the widgets' code as step 3 and the order will", async () => {
    const code = await createVoucherRow(database.db, { kind: "percent", value: 10 });
    const { page, checkout } = await stepTwo(code.code);
    expect(page.data.totals.discount).toBe(1_000);
    expect((await loadCheckout(database.db, checkout.tokenHash))?.voucherCode).toBe(code.code);
  });

  it("drops a cookie that names no voucher", async () => {
    const { page, checkout } = await stepTwo("NU-EXISTA-123");
    expect(page.data.totals.discount).toBe(0);
    expect(page.init.headers.get("Set-Cookie")).toBe(CLEAR_VOUCHER_COOKIE);
    expect((await loadCheckout(database.db, checkout.tokenHash))?.voucherCode).toBeNull();
  });
});

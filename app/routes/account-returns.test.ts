// /account/Return's form as the server answers a refusal: what was typed comes back with the
// messages, for the form of the order it was sent from (a page without JavaScript shows it again).
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../../db/testing";
import { createCustomerOrder } from "../features/account/order-test-factory";
import type { ReturnableOrder } from "../features/account/returns";
import { listReturns } from "../features/account/returns.server";
import { createSession } from "../features/account/sessions.server";
import { createCustomer } from "../features/account/test-factories";
import { postForm, testLoadContext } from "../test-load-context";
import AccountReturns, { action } from "./account-returns";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the return form's answer", () => {
  it("sends back the copies, reason, refund method and IBAN typed, and the order, with the refusal", async () => {
    const customer = await createCustomer(database.db);
    // The action counts the 30 days from the real clock.
    const { order, book } = await createCustomerOrder(database.db, customer.id, {
      unitPrice: 4_000,
      quantity: 2,
      stockTaken: 2,
      paymentMethod: "ramburs",
      shippingCost: 0,
      total: 8_000,
      placedAt: new Date(Date.now() - 5 * 86_400_000),
      deliveredAt: new Date(Date.now() - 2 * 86_400_000),
    });
    const { token } = await createSession(database.db, customer.id, { now: new Date() });

    const answer = (await postForm(action, "/account/Return", {
      cookie: `sesiune=${token}`,
      fields: {
        comanda: order.publicId,
        [`cantitate-${book.id}`]: "2",
        motiv: "deteriorat",
        rambursare: "bank",
        iban: "RO12 BANCA",
      },
      context: testLoadContext(database.db),
    })) as {
      data: { errors: Record<string, string>; done: boolean; sent: unknown };
      init: { status: number };
    };

    expect(answer.init.status).toBe(400);
    expect(answer.data.done).toBe(false);
    expect(Object.keys(answer.data.errors)).toEqual(["iban"]);
    expect(answer.data.sent).toEqual({
      orderPublicId: order.publicId,
      values: {
        quantities: { [String(book.id)]: "2" },
        reason: "deteriorat",
        refundMethod: "bank",
        iban: "RO12 BANCA",
      },
    });
    expect(await listReturns(database.db, customer.id)).toEqual([]);
  });
});

type PageProps = Parameters<typeof AccountReturns>[0];

/** What the stub's page gets as the route's data (set by render). */
let shownProps: PageProps;

function ShownPage() {
  return createElement(AccountReturns, shownProps);
}

describe("the returns page after a refusal", () => {
  const returnable = (number: number, bookId: number): ReturnableOrder => ({
    publicId: `7d1f6a2e-0000-4000-8000-00000000000${number % 10}`,
    number,
    deliveredAt: "2026-11-20T10:00:00.000Z",
    paid: { money: 4_000, credit: 0, bonus: 0 },
    paidByCard: false,
    lines: [{ bookId, title: `Cartea ${bookId}`, unitPrice: 4_000, refund: 4_000, returnable: 1 }],
  });
  const first = returnable(100241, 1);
  const second = returnable(100242, 2);

  function render(refusedOrder: string) {
    shownProps = {
      loaderData: { orders: [first, second], returns: [] },
      actionData: {
        errors: { reason: "Alege motivul returului." },
        done: false,
        sent: {
          orderPublicId: refusedOrder,
          values: { quantities: { "2": "1" }, reason: "", refundMethod: "credit", iban: "" },
        },
      },
      params: {},
      matches: [],
    } as unknown as PageProps;
    const Stub = createRoutesStub([{ path: "/account/Return", Component: ShownPage }]);
    return renderToString(createElement(Stub, { initialEntries: ["/account/Return"] }));
  }

  it("puts what was typed and the messages in the refused order's form only", () => {
    const html = render(second.publicId);
    const [, firstForm, secondForm] = html.split("<form");
    expect(firstForm).not.toContain("aria-invalid");
    expect(firstForm).not.toContain("checked");
    expect(secondForm).toContain('href="#f-retur-100242-motiv"');
    expect(secondForm).toMatch(/<select[^>]*id="f-retur-100242-motiv"[^>]*aria-invalid="true"/);
    expect(secondForm).toMatch(/<option value="1" selected="">1<\/option>/);
    expect(secondForm).toMatch(/<input[^>]*checked=""[^>]*value="credit"/);
    // One alert: the form's summary, not also the page's.
    expect(html.match(/role="alert"/g)).toHaveLength(1);
  });

  it("keeps the page's alert when the refused order no longer has a form", () => {
    const html = render("7d1f6a2e-0000-4000-8000-000000000009");
    expect(html).not.toContain("aria-invalid");
    expect(html.match(/role="alert"/g)).toHaveLength(1);
    expect(html.split("<form")[0]).toContain("Alege motivul returului.");
  });
});

// The return form as the server renders it: what it asks depends on how the order was paid.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ReturnableOrder } from "../returns";
import { ReturnForm } from "./return-form";

const order: ReturnableOrder = {
  publicId: "7d1f6a2e-0000-4000-8000-000000000001",
  number: 100245,
  deliveredAt: "2026-11-20T10:00:00.000Z",
  paid: { money: 8_000, credit: 0, bonus: 0 },
  paidByCard: false,
  lines: [{ bookId: 7, title: "Enigma Otiliei", unitPrice: 4_000, refund: 4_000, returnable: 2 }],
};

/** The order the stub's page shows (set by render). */
let shown = order;

function ShownForm() {
  return createElement(ReturnForm, { order: shown });
}

/** The form inside a router (Form needs one), as the account page renders it. */
function render(what: ReturnableOrder): string {
  shown = what;
  const Stub = createRoutesStub([{ path: "/account/Return", Component: ShownForm }]);
  return renderToString(createElement(Stub, { initialEntries: ["/account/Return"] }));
}

const methods = (html: string) =>
  [...html.matchAll(/name="rambursare" value="([a-z]+)"/g)].map((match) => match[1]);

describe("the return form", () => {
  it("offers the card only for an order paid by card", () => {
    expect(methods(render(order))).toEqual(["credit", "bank"]);
    expect(methods(render({ ...order, paidByCard: true }))).toEqual(["card", "credit", "bank"]);
  });

  it("says what comes back as credit or points, and asks no method when no money was paid", () => {
    const part = render({ ...order, paid: { money: 4_000, credit: 3_000, bonus: 1_000 } });
    expect(part).toContain("partea lor din ce returnezi se întoarce în cont");
    expect(methods(part)).toEqual(["credit", "bank"]);
    const none = render({ ...order, paid: { money: 0, credit: 8_000, bonus: 0 } });
    expect(none).toContain("ce returnezi se întoarce în cont ca credit");
    expect(methods(none)).toEqual([]);
    expect(none).not.toContain('name="iban"');
  });
});

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

/** The order the stub's page shows, and what a refusal sent back (set by render). */
let shown = order;
let refused: Pick<Parameters<typeof ReturnForm>[0], "values" | "errors"> = {};

function ShownForm() {
  return createElement(ReturnForm, { order: shown, ...refused });
}

/** The form inside a router (Form needs one), as the account page renders it. */
function render(what: ReturnableOrder, answer: typeof refused = {}): string {
  shown = what;
  refused = answer;
  const Stub = createRoutesStub([{ path: "/account/Return", Component: ShownForm }]);
  return renderToString(createElement(Stub, { initialEntries: ["/account/Return"] }));
}

const methods = (html: string) =>
  [...html.matchAll(/name="rambursare" value="([a-z]+)"/g)].map((match) => match[1]);

/** The one <input> tag carrying `attribute`, whatever the order of its attributes. */
function tag(html: string, attribute: string): string {
  const found = [...html.matchAll(/<input [^>]*>/g)].filter((m) => m[0].includes(attribute));
  expect(found).toHaveLength(1);
  return found[0]?.[0] ?? "";
}

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

  it("shows what a refused form sent, with each message next to its field", () => {
    const html = render(
      { ...order, paidByCard: true },
      {
        values: {
          quantities: { "7": "2" },
          reason: "deteriorat",
          refundMethod: "bank",
          iban: "RO12 BANCA",
        },
        errors: { iban: "IBAN-ul nu pare corect." },
      },
    );
    expect(html).toMatch(/<option value="2" selected="">2<\/option>/);
    expect(html).toMatch(/<option value="deteriorat" selected="">/);
    expect(tag(html, 'value="bank"')).toContain('checked=""');
    const iban = tag(html, 'name="iban"');
    expect(iban).toContain('value="RO12 BANCA"');
    expect(iban).toContain('aria-invalid="true"');
    expect(iban).toContain('aria-describedby="f-retur-100245-iban-error"');
    expect(html).toContain('<p id="f-retur-100245-iban-error" class="text-sm text-red-800">');
    expect(html).toContain('href="#f-retur-100245-iban"');
  });

  it("starts empty, with no message, when nothing was refused", () => {
    const html = render(order);
    expect(html).toMatch(/<option value="0" selected="">0<\/option>/);
    expect(html).not.toContain("checked");
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain('role="alert"');
  });
});

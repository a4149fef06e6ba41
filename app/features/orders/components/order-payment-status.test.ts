// The confirmation page's word on payment follows the order's payment, not only its method.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { OrderView } from "../order-view";
import { createOrderView } from "../order-view-factory";
import { OrderPaymentStatus } from "./order-payment-status";

function text(order: OrderView): string {
  return renderToString(createElement(OrderPaymentStatus, { order }))
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const ramburs = createOrderView({ paymentFee: 700 });

describe("the order's payment on its confirmation page", () => {
  it("tells a cash-on-delivery shopper what the courier collects, until it is collected", () => {
    expect(text(ramburs)).toBe("Plătești curierului 86,97 lei la livrare: Curier la adresă.");
    expect(text({ ...ramburs, status: "delivered", paymentStatus: "paid" })).toBe(
      "Am primit plata de 86,97 lei. Mulțumim!",
    );
  });

  it("asks for nothing when credit paid it all, whatever the method", () => {
    for (const code of ["ramburs", "card", "ordin-plata"] as const) {
      const order = createOrderView({
        paymentMethod: { code, name: "—" },
        paymentFee: 0,
        creditUsed: 7_997,
        total: 0,
        paymentStatus: "paid",
        bankTransfer:
          code === "ordin-plata"
            ? {
                beneficiary: "Coperta",
                iban: "RO49AAAA1B31007593840000",
                bank: "BT",
                reference: "Comanda 1",
              }
            : null,
      });
      expect(text(order)).toBe(
        "Ai plătit comanda integral din creditul contului: nu mai ai nimic de plătit.",
      );
    }
  });

  it("shows the bank details while a transfer is awaited, and not once it arrived", () => {
    const transfer = createOrderView({
      paymentMethod: { code: "ordin-plata", name: "Ordin de plată" },
      bankTransfer: {
        beneficiary: "Coperta",
        iban: "RO49AAAA1B31007593840000",
        bank: "BT",
        reference: "Comanda 100245",
      },
    });
    expect(text(transfer)).toContain("RO49AAAA1B31007593840000");
    expect(text({ ...transfer, paymentStatus: "paid" })).toBe(
      "Am primit plata de 79,97 lei. Mulțumim!",
    );
  });

  it("offers to pay again after a failed card payment", () => {
    const card = createOrderView({
      paymentMethod: { code: "card", name: "Card online" },
      paymentStatus: "failed",
      links: { confirmation: "https://www.coperta.ro/c", payment: "https://www.coperta.ro/p" },
    });
    expect(text(card)).toBe("Plata cu cardul nu a reușit. Plătește acum");
  });
});

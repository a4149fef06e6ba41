// The /vouchercadou form: a denomination or a typed sum within the settings' range, the
// recipient and the sender, and one Romanian message per wrong field.
import { describe, expect, it } from "vitest";
import {
  PURCHASE_MESSAGES,
  type PurchaseSettings,
  parsePurchaseForm,
} from "./purchase-form.server";

const settings: PurchaseSettings = {
  denominations: [5000, 10_000, 20_000],
  min: 5000,
  max: 100_000,
  validMonths: 12,
  draftDays: 30,
  scheduleDays: 60,
};
const TODAY = "2026-11-27";

const valid = {
  amount: "100",
  recipientName: "  Maria   Ionescu ",
  recipientEmail: "Maria@Example.RO",
  senderName: "Ioana",
  message: "La mulți ani!\r\n\r\n\r\n\r\nCu drag,\u0007 Ioana",
};

describe("the gift voucher form", () => {
  it("takes a denomination, tidies the names and the message", () => {
    expect(parsePurchaseForm(valid, settings, TODAY)).toEqual({
      ok: true,
      values: {
        value: 10_000,
        recipientName: "Maria Ionescu",
        recipientEmail: "maria@example.ro",
        senderName: "Ioana",
        message: "La mulți ani!\n\nCu drag, Ioana",
        sendOn: null,
      },
    });
  });

  it("takes a sum in whole lei within the range", () => {
    const typed = (customAmount: string) =>
      parsePurchaseForm({ ...valid, amount: "custom", customAmount }, settings, TODAY);
    expect(typed("75 lei")).toMatchObject({ ok: true, values: { value: 7500 } });
    expect(typed("1000")).toMatchObject({ ok: true, values: { value: 100_000 } });
    for (const wrong of ["49", "1001", "75,50", "-80", "", "o sută"]) {
      expect(typed(wrong)).toEqual({
        ok: false,
        errors: {
          customAmount: "Scrie o sumă întreagă în lei, între 50,00 lei și 1.000,00 lei.",
        },
      });
    }
  });

  it("keeps invisible characters out of the names the e-mail shows, and wants a letter", () => {
    const form = (recipientName: string, senderName: string) =>
      parsePurchaseForm({ ...valid, recipientName, senderName }, settings, TODAY);
    // Zero-width spaces only, and a sender name wrapped in right-to-left overrides.
    expect(form("\u200b\u200b", "\u202eIoana\u202e")).toEqual({
      ok: false,
      errors: { recipientName: PURCHASE_MESSAGES.recipientName },
    });
    expect(form("Maria\u200b", "\u202eIoana")).toMatchObject({
      ok: true,
      values: { recipientName: "Maria", senderName: "Ioana" },
    });
    // One emoji is not a name.
    expect(form("😀", "Ioana")).toEqual({
      ok: false,
      errors: { recipientName: PURCHASE_MESSAGES.recipientName },
    });
    expect(
      parsePurchaseForm({ ...valid, message: "La mulți ani\u202e!" }, settings, TODAY),
    ).toMatchObject({ ok: true, values: { message: "La mulți ani!" } });
  });

  it("says what is wrong with each field", () => {
    expect(
      parsePurchaseForm(
        {
          amount: "70",
          recipientName: " ",
          recipientEmail: "maria@",
          senderName: "I",
          message: "x".repeat(501),
          sendOn: "mâine",
        },
        settings,
        TODAY,
      ),
    ).toEqual({
      ok: false,
      errors: {
        amount: PURCHASE_MESSAGES.amount,
        recipientName: PURCHASE_MESSAGES.recipientName,
        recipientEmail: PURCHASE_MESSAGES.recipientEmail,
        senderName: PURCHASE_MESSAGES.senderName,
        message: PURCHASE_MESSAGES.message,
        sendOn: PURCHASE_MESSAGES.sendOn("2027-01-26"),
      },
    });
  });

  it("takes a day for the recipient from tomorrow to the last day the settings allow", () => {
    const on = (sendOn: string) => parsePurchaseForm({ ...valid, sendOn }, settings, TODAY);
    expect(on("2026-12-24")).toMatchObject({ ok: true, values: { sendOn: "2026-12-24" } });
    expect(on("2027-01-26")).toMatchObject({ ok: true, values: { sendOn: "2027-01-26" } });
    // Empty or today: the code leaves once the order is paid.
    expect(on("")).toMatchObject({ ok: true, values: { sendOn: null } });
    expect(on(TODAY)).toMatchObject({ ok: true, values: { sendOn: null } });
    for (const wrong of [
      "2026-11-26",
      "2027-01-27",
      "2027-02-30",
      "24.12.2026",
      "2026-12-24T09:00",
    ]) {
      expect(on(wrong), wrong).toEqual({
        ok: false,
        errors: {
          sendOn:
            "Alege o zi de azi până pe 26 ianuarie 2027 sau lasă câmpul gol: atunci codul pleacă imediat după plată.",
        },
      });
    }
  });

  it("offers no day when the settings allow none", () => {
    const none = { ...settings, scheduleDays: 0 };
    expect(parsePurchaseForm({ ...valid, sendOn: "2026-11-28" }, none, TODAY)).toMatchObject({
      ok: false,
    });
    expect(parsePurchaseForm({ ...valid, sendOn: "" }, none, TODAY)).toMatchObject({
      ok: true,
      values: { sendOn: null },
    });
  });
});

// The /vouchercadou form: a value (one of the settings' denominations, or a whole number of lei
// within their range), the recipient, the sender, a message and, if the buyer wants, the day the
// recipient gets the code. One Romanian message per wrong field, shown next to it.
import { z } from "zod";
import { addDays, formatCalendarDate } from "../../lib/dates";
import { formatLei } from "../../lib/money";
import type { SettingValue } from "../settings/settings.server";

export type PurchaseSettings = SettingValue<"giftCards.purchase">;

export const MESSAGE_MAX_LENGTH = 500;
const NAME_MAX_LENGTH = 80;

export interface PurchaseValues {
  value: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  /** The day the recipient gets the code (YYYY-MM-DD, after today); null: once paid. */
  sendOn: string | null;
}

export type PurchaseField =
  | "amount"
  | "customAmount"
  | "recipientName"
  | "recipientEmail"
  | "senderName"
  | "message"
  | "sendOn";

export type PurchaseResult =
  | { ok: true; values: PurchaseValues }
  | { ok: false; errors: Partial<Record<PurchaseField, string>> };

export const PURCHASE_MESSAGES = {
  amount: "Alege valoarea voucherului.",
  customAmount: (settings: PurchaseSettings) =>
    `Scrie o sumă întreagă în lei, între ${formatLei(settings.min)} și ${formatLei(settings.max)}.`,
  recipientName: "Scrie numele celui care primește voucherul.",
  recipientEmail: "Scrie adresa de e-mail a destinatarului, de exemplu nume@exemplu.ro.",
  senderName: "Scrie numele tău, ca destinatarul să știe de la cine este voucherul.",
  message: `Mesajul poate avea cel mult ${MESSAGE_MAX_LENGTH} de caractere.`,
  nameTooLong: `Numele poate avea cel mult ${NAME_MAX_LENGTH} de caractere.`,
  sendOn: (lastDay: string) =>
    `Alege o zi de azi până pe ${formatCalendarDate(lastDay)} sau lasă câmpul gol: atunci codul pleacă imediat după plată.`,
} as const;

/** The last day a buyer may choose for the recipient, from the shop's today. */
export const lastSendDay = (settings: PurchaseSettings, today: string) =>
  addDays(today, settings.scheduleDays);

/**
 * The chosen day, or null for "as soon as paid" (empty, or today); undefined when it is not a
 * day between today and the last one allowed.
 */
function chosenSendDay(
  text: string,
  settings: PurchaseSettings,
  today: string,
): string | null | undefined {
  if (text === "") return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  // A real calendar day: 2026-02-30 does not survive the round trip.
  if (addDays(text, 0) !== text) return undefined;
  if (text < today || text > lastSendDay(settings, today)) return undefined;
  return text === today ? null : text;
}

/** One line of text: runs of white space (new lines included) become one space. */
const oneLine = (value: unknown) =>
  typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";

/**
 * A person's name as the e-mail shows it: one line, without invisible format characters (zero-width
 * spaces, direction overrides that would show the sender's name reversed or blank).
 */
const personName = (value: unknown) =>
  oneLine(value)
    .replace(/\p{Cf}/gu, "")
    .replace(/\s+/g, " ")
    .trim();

/** At least two characters (as people count them, an emoji is one) and one of them a letter. */
const isName = (name: string) => [...name].length >= 2 && /\p{L}/u.test(name);

/** Direction overrides and isolates, which could turn a message's text around. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

const email = z.email().max(254);

/** The value in bani the form asks for, or the message of the field that is wrong. */
function chosenValue(
  fields: Record<string, unknown>,
  settings: PurchaseSettings,
): { value: number } | { field: "amount" | "customAmount"; message: string } {
  const amount = oneLine(fields.amount);
  if (amount === "custom") {
    const typed = oneLine(fields.customAmount).replace(/\s*lei$/i, "");
    const lei = /^\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN;
    const bani = lei * 100;
    if (!Number.isInteger(bani) || bani < settings.min || bani > settings.max) {
      return { field: "customAmount", message: PURCHASE_MESSAGES.customAmount(settings) };
    }
    return { value: bani };
  }
  const bani = /^\d{1,6}$/.test(amount) ? Number(amount) * 100 : Number.NaN;
  if (!settings.denominations.includes(bani)) {
    return { field: "amount", message: PURCHASE_MESSAGES.amount };
  }
  return { value: bani };
}

/** `today`: the shop's calendar day (Bucharest), which bounds the day the code is sent. */
export function parsePurchaseForm(
  fields: Record<string, unknown>,
  settings: PurchaseSettings,
  today: string,
): PurchaseResult {
  const errors: Partial<Record<PurchaseField, string>> = {};
  const value = chosenValue(fields, settings);
  if ("field" in value) errors[value.field] = value.message;

  const recipientName = personName(fields.recipientName);
  if (!isName(recipientName)) errors.recipientName = PURCHASE_MESSAGES.recipientName;
  else if ([...recipientName].length > NAME_MAX_LENGTH)
    errors.recipientName = PURCHASE_MESSAGES.nameTooLong;

  const recipientEmail = oneLine(fields.recipientEmail).toLowerCase();
  if (!email.safeParse(recipientEmail).success) {
    errors.recipientEmail = PURCHASE_MESSAGES.recipientEmail;
  }

  const senderName = personName(fields.senderName);
  if (!isName(senderName)) errors.senderName = PURCHASE_MESSAGES.senderName;
  else if ([...senderName].length > NAME_MAX_LENGTH)
    errors.senderName = PURCHASE_MESSAGES.nameTooLong;

  // The message keeps its line breaks (at most two in a row); the e-mail shows it as text.
  const message =
    typeof fields.message === "string"
      ? fields.message
          .replace(/\r\n?/g, "\n")
          .replace(/(?!\n)\p{Cc}/gu, "")
          .replace(BIDI_CONTROLS, "")
          .replace(/[^\S\n]+/g, " ")
          .replace(/\n{3,}/g, "\n\n")
          .trim()
      : "";
  if ([...message].length > MESSAGE_MAX_LENGTH) errors.message = PURCHASE_MESSAGES.message;

  const sendOn = chosenSendDay(oneLine(fields.sendOn), settings, today);
  if (sendOn === undefined) errors.sendOn = PURCHASE_MESSAGES.sendOn(lastSendDay(settings, today));

  if (Object.keys(errors).length > 0 || "field" in value || sendOn === undefined)
    return { ok: false, errors };
  return {
    ok: true,
    values: { value: value.value, recipientName, recipientEmail, senderName, message, sendOn },
  };
}

// The spec's conversion calls (section 7): POST /api/facebook/addPVEvt (page view),
// /addATCEvt (add to cart) and /addATCReplaceEvt (a replacement pack chosen). An event is stored
// only when the visitor accepted marketing and an endpoint is configured; then the forwarder
// (conversions-forwarder.server.ts) sends it on. The e-mail is stored only as its SHA-256.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { trackingEvents } from "../../../db/schema-content";
import { MAX_DATABASE_ID } from "../../lib/database-id";
import { readSetting, type SettingValue } from "../settings/settings.server";
import { reportedUrl } from "./source-url";

export const TRACKING_CALLS = {
  addPVEvt: { eventName: "PageView", replacement: false },
  addATCEvt: { eventName: "AddToCart", replacement: false },
  addATCReplaceEvt: { eventName: "AddToCart", replacement: true },
} as const;

export type TrackingCall = keyof typeof TRACKING_CALLS;

export function isTrackingCall(call: string | undefined): call is TrackingCall {
  return call !== undefined && Object.hasOwn(TRACKING_CALLS, call);
}

/** Browser cookie values (fbc, fbp) and ids: printable, no spaces. */
const TOKEN = "Un text de cel mult 255 de caractere, fără spații.";
const token = z
  .string(TOKEN)
  .max(255, TOKEN)
  .regex(/^[\x21-\x7e]*$/, TOKEN);
const optionalToken = token.nullable().optional();
const EMAIL = "Adresa de e-mail nu este validă.";
const emailShape = z.email();

const EVENT_ID = "Id-ul evenimentului are 8–64 de litere, cifre, - sau _.";

const baseFields = {
  fbc: optionalToken,
  fbp: optionalToken,
  event_source_url: z
    .url({ protocol: /^https?$/, error: "Adresa paginii nu este validă." })
    .max(2000, "Adresa paginii are cel mult 2000 de caractere."),
  /** The logged-in shopper's address, or empty. */
  user_email: z
    .string(EMAIL)
    .max(254, EMAIL)
    .refine((value) => value.trim() === "" || emailShape.safeParse(value.trim()).success, EMAIL)
    .nullable()
    .optional(),
  event_id: z.string(EVENT_ID).regex(/^[A-Za-z0-9_-]{8,64}$/, EVENT_ID),
};

const NOT_AN_OBJECT = "Corpul cererii trebuie să fie un obiect JSON.";

const pageViewSchema = z.strictObject(
  {
    ...baseFields,
    event_name: z.literal("PageView", "Evenimentul trebuie să fie PageView."),
  },
  NOT_AN_OBJECT,
);

const PRODUCT_ID = "Id-ul produsului trebuie să fie un număr întreg pozitiv.";
const VALUE = "Valoarea trebuie să fie un număr întreg de bani, între 0 și 1.000.000 de lei.";

const addToCartSchema = z.strictObject(
  {
    ...baseFields,
    event_name: z.literal("AddToCart", "Evenimentul trebuie să fie AddToCart."),
    /** The line's price in bani. */
    value: z.number(VALUE).int(VALUE).min(0, VALUE).max(100_000_000, VALUE),
    product_id: z
      .number(PRODUCT_ID)
      .int(PRODUCT_ID)
      .positive(PRODUCT_ID)
      .max(MAX_DATABASE_ID, PRODUCT_ID),
  },
  NOT_AN_OBJECT,
);

export interface TrackingEvent {
  eventId: string;
  eventName: "PageView" | "AddToCart";
  fbc: string | null;
  fbp: string | null;
  eventSourceUrl: string;
  /** The e-mail, normalised and hashed; null when none was sent. */
  emailSha256: string | null;
  /** Bani. */
  value: number | null;
  productId: number | null;
  replacement: boolean;
}

export type ParsedTrackingEvent =
  | { ok: true; event: TrackingEvent }
  | { ok: false; fields: Record<string, string> };

/** Validates a call's body; the e-mail leaves this function only hashed. */
export function parseTrackingEvent(call: TrackingCall, body: unknown): ParsedTrackingEvent {
  const { eventName, replacement } = TRACKING_CALLS[call];
  if (eventName === "PageView") {
    const parsed = pageViewSchema.safeParse(body);
    if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
    return {
      ok: true,
      event: { ...common(parsed.data), eventName, value: null, productId: null, replacement },
    };
  }
  const parsed = addToCartSchema.safeParse(body);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  return {
    ok: true,
    event: {
      ...common(parsed.data),
      eventName,
      value: parsed.data.value,
      productId: parsed.data.product_id,
      replacement,
    },
  };
}

function common(data: z.infer<typeof pageViewSchema> | z.infer<typeof addToCartSchema>) {
  return {
    eventId: data.event_id,
    fbc: data.fbc || null,
    fbp: data.fbp || null,
    // Whatever the browser sent, no token or search of the address is stored.
    eventSourceUrl: reportedUrl(data.event_source_url),
    emailSha256: data.user_email?.trim() ? hashEmail(data.user_email) : null,
  };
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    const message =
      issue.code === "unrecognized_keys"
        ? `Câmpuri necunoscute: ${issue.keys.join(", ")}.`
        : issue.message;
    fields[key] ??= message;
  }
  return fields;
}

/** The conversions platforms' match key: trimmed, lower-cased, SHA-256 in hex. */
export function hashEmail(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

export type ConversionsSetting = SettingValue<"tracking.conversions">;

export function conversionsSetting(db: Database): Promise<ConversionsSetting> {
  return readSetting(db, "tracking.conversions");
}

/** Whether events are stored at all: switched on and with somewhere to send them. */
export function conversionsActive(setting: ConversionsSetting): boolean {
  return setting.enabled && setting.endpoint !== null;
}

/** What a stored row's payload holds (jsonb); never the e-mail itself. */
export interface StoredPayload {
  fbc: string | null;
  fbp: string | null;
  eventSourceUrl: string;
  emailSha256: string | null;
  value: number | null;
  productId: number | null;
  replacement: boolean;
}

/** Stores an event for the forwarder; the same event id twice is stored once. */
export async function storeTrackingEvent(
  db: Database,
  event: TrackingEvent,
  now = new Date(),
): Promise<boolean> {
  const payload: StoredPayload = {
    fbc: event.fbc,
    fbp: event.fbp,
    eventSourceUrl: event.eventSourceUrl,
    emailSha256: event.emailSha256,
    value: event.value,
    productId: event.productId,
    replacement: event.replacement,
  };
  const inserted = await db
    .insert(trackingEvents)
    .values({
      eventId: event.eventId,
      eventName: event.eventName,
      payload,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: [trackingEvents.eventName, trackingEvents.eventId] })
    .returning({ id: trackingEvents.id });
  return inserted.length > 0;
}

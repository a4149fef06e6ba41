// The sandbox payment provider, for development and tests: its "hosted page" is our own
// /plata-test/{providerRef}, where the tester approves or declines, and its notification is
// signed like a real provider's (HMAC-SHA256 of the raw body, header X-Sandbox-Signature), so
// the path from notification to paid order is the one a real provider's takes.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { orders, payments } from "../../../db/schema-orders";
import { appSecretKey } from "../../lib/app-secret.server";
import { localPath } from "../../lib/local-path";
import type {
  CreatePaymentInput,
  IncomingNotification,
  PaymentOutcome,
  PaymentProvider,
  VerifiedNotification,
} from "./provider";

export const SANDBOX_PROVIDER_NAME = "sandbox";
export const SANDBOX_SIGNATURE_HEADER = "X-Sandbox-Signature";
/** Older (or further ahead) than this, a notification is refused: a replay window, not a clock. */
export const SANDBOX_MAX_AGE_MS = 10 * 60_000;
/** A notification is ~150 bytes; anything near this is not one. */
export const SANDBOX_NOTIFY_BODY_LIMIT = 4 * 1024;

const SECRET_NAME = "payment-sandbox";
const KEY_BYTES = 32;
const REF_PATTERN = /^sbx_[A-Za-z0-9_-]{24}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

const notificationSchema = z.strictObject({
  providerRef: z.string().regex(REF_PATTERN),
  outcome: z.enum(["paid", "failed", "refunded"]),
  amount: z.number().int().min(0),
  timestamp: z.iso.datetime({ offset: true }),
});

export type SandboxNotificationBody = z.infer<typeof notificationSchema>;

export function isSandboxRef(value: string): boolean {
  return REF_PATTERN.test(value);
}

function sandboxKey(db: Database): Promise<Buffer> {
  return appSecretKey(db, SECRET_NAME, KEY_BYTES);
}

function hmacOf(key: Buffer, body: Uint8Array | string): Buffer {
  return createHmac("sha256", key).update(body).digest();
}

/** The X-Sandbox-Signature of a body: hex HMAC-SHA256 with the shop's sandbox key. */
export async function signSandboxBody(db: Database, body: Uint8Array | string): Promise<string> {
  return hmacOf(await sandboxKey(db), body).toString("hex");
}

/** A signed notification, as the sandbox's page delivers it (and tests or curl may send it). */
export async function sandboxNotification(
  db: Database,
  input: { providerRef: string; outcome: PaymentOutcome; amount: number; now: Date },
): Promise<IncomingNotification & { body: string }> {
  const payload: SandboxNotificationBody = {
    providerRef: input.providerRef,
    outcome: input.outcome,
    amount: input.amount,
    timestamp: input.now.toISOString(),
  };
  const body = JSON.stringify(payload);
  const headers = new Headers({
    "Content-Type": "application/json",
    [SANDBOX_SIGNATURE_HEADER]: await signSandboxBody(db, body),
  });
  return { body, headers };
}

/**
 * Where the sandbox's page sends the shopper back: only a path of our own shop, so the page
 * cannot be used to redirect anyone elsewhere.
 */
export function sandboxReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 300) return null;
  return localPath(value);
}

export function createSandboxProvider(db: Database): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER_NAME,

    async createPayment(input: CreatePaymentInput) {
      const providerRef = `sbx_${randomBytes(18).toString("base64url")}`;
      const back = new URL(input.returnUrl);
      // A path, not an address: the page is on the server the shopper is already on, whatever
      // PUBLIC_URL says (tests and e2e runs serve on other ports).
      const query = new URLSearchParams({ return: `${back.pathname}${back.search}` });
      return { providerRef, redirectUrl: `/plata-test/${providerRef}?${query}` };
    },

    async verifyNotification(notification, { now }): Promise<VerifiedNotification> {
      const signature = notification.headers.get(SANDBOX_SIGNATURE_HEADER) ?? "";
      if (!SIGNATURE_PATTERN.test(signature)) return { ok: false, reason: "bad-signature" };
      const expected = hmacOf(await sandboxKey(db), notification.body);
      if (!timingSafeEqual(Buffer.from(signature, "hex"), expected)) {
        return { ok: false, reason: "bad-signature" };
      }
      const text =
        typeof notification.body === "string"
          ? notification.body
          : new TextDecoder().decode(notification.body);
      let parsed: ReturnType<typeof notificationSchema.safeParse>;
      try {
        parsed = notificationSchema.safeParse(JSON.parse(text));
      } catch {
        return { ok: false, reason: "malformed" };
      }
      if (!parsed.success) return { ok: false, reason: "malformed" };
      const { providerRef, outcome, amount, timestamp } = parsed.data;
      if (Math.abs(now.getTime() - Date.parse(timestamp)) > SANDBOX_MAX_AGE_MS) {
        return { ok: false, reason: "stale" };
      }
      return { ok: true, providerRef, outcome, amount };
    },

    // No money moved, so there is none to give back; a real adapter calls its provider here.
    async refund() {
      return { ok: true };
    },
  };
}

export interface SandboxPaymentView {
  providerRef: string;
  amount: number;
  status: "pending" | "paid" | "failed" | "refunded";
  orderNumber: number;
  orderPublicId: string;
}

/** What the sandbox's page shows: the attempt and its order, or null for an unknown ref. */
export async function findSandboxPayment(
  db: Database,
  providerRef: string,
): Promise<SandboxPaymentView | null> {
  if (!isSandboxRef(providerRef)) return null;
  const [row] = await db
    .select({
      providerRef: payments.providerRef,
      amount: payments.amount,
      status: payments.status,
      orderNumber: orders.number,
      orderPublicId: orders.publicId,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, SANDBOX_PROVIDER_NAME), eq(payments.providerRef, providerRef)))
    .limit(1);
  return row ?? null;
}

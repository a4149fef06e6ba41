// The sandbox payment provider, for development and tests: its "hosted page" is our own
// /plata-test/{providerRef}, where the tester approves or declines, and its notification is
// signed like a real provider's (HMAC-SHA256 of the raw body, header X-Sandbox-Signature), so
// the path from notification to paid order is the one a real provider's takes. It keeps no state
// of its own: its page takes an attempt while our `payments` row is pending, so the row going
// failed when a newer attempt replaces it (startCardPayment) is what voids it here too.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { orders, payments } from "../../../db/schema-orders";
import { appSecretKey } from "../../lib/app-secret.server";
import { localPath } from "../../lib/local-path";
import { lockPayment } from "./locked-payment.server";
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

type NotificationInput = {
  providerRef: string;
  outcome: PaymentOutcome;
  amount: number;
  now: Date;
};

function signedNotification(
  key: Buffer,
  input: NotificationInput,
): IncomingNotification & { body: string } {
  const payload: SandboxNotificationBody = {
    providerRef: input.providerRef,
    outcome: input.outcome,
    amount: input.amount,
    timestamp: input.now.toISOString(),
  };
  const body = JSON.stringify(payload);
  const headers = new Headers({
    "Content-Type": "application/json",
    [SANDBOX_SIGNATURE_HEADER]: hmacOf(key, body).toString("hex"),
  });
  return { body, headers };
}

/** A signed notification, as the sandbox's page delivers it (and tests or curl may send it). */
export async function sandboxNotification(
  db: Database,
  input: NotificationInput,
): Promise<IncomingNotification & { body: string }> {
  return signedNotification(await sandboxKey(db), input);
}

/**
 * Where the sandbox's page sends the shopper back: only a path of our own shop, so the page
 * cannot be used to redirect anyone elsewhere.
 */
export function sandboxReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 300) return null;
  return localPath(value);
}

function pageOf(providerRef: string, returnUrl: string): string {
  const back = new URL(returnUrl);
  // A path, not an address: the page is on the server the shopper is already on, whatever
  // PUBLIC_URL says (tests and e2e runs serve on other ports).
  const query = new URLSearchParams({ return: `${back.pathname}${back.search}` });
  return `/plata-test/${providerRef}?${query}`;
}

async function statusOf(db: Database, providerRef: string) {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.provider, SANDBOX_PROVIDER_NAME), eq(payments.providerRef, providerRef)))
    .limit(1);
  return row?.status ?? null;
}

export function createSandboxProvider(db: Database): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER_NAME,

    async createPayment(input: CreatePaymentInput) {
      const providerRef = `sbx_${randomBytes(18).toString("base64url")}`;
      return { providerRef, redirectUrl: pageOf(providerRef, input.returnUrl) };
    },

    // Its pages never expire; one decided since says so to whoever opens it.
    async paymentPage(providerRef, { returnUrl }) {
      return isSandboxRef(providerRef) ? pageOf(providerRef, returnUrl) : null;
    },

    // Voided by the shop's row going failed (see the top); here only whether it still can be. A
    // page never recorded (a start that lost a race) was never shown, so there is nothing to void.
    async cancelPayment(providerRef) {
      const status = await statusOf(db, providerRef);
      return status === "paid" || status === "refunded"
        ? { ok: false, reason: "already-paid" }
        : { ok: true };
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
  /** Failed, and the order has a newer attempt: replaced (or declined and retried), not payable. */
  superseded: boolean;
}

/** A failed attempt of an order that has a newer one: voided by it, or declined and retried. */
async function isSuperseded(
  db: Database,
  payment: { id: number; orderId: number; status: SandboxPaymentView["status"] },
): Promise<boolean> {
  if (payment.status !== "failed") return false;
  const [newer] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, payment.orderId), gt(payments.id, payment.id)))
    .limit(1);
  return newer !== undefined;
}

/** What the sandbox's page shows: the attempt and its order, or null for an unknown ref. */
export async function findSandboxPayment(
  db: Database,
  providerRef: string,
): Promise<SandboxPaymentView | null> {
  if (!isSandboxRef(providerRef)) return null;
  const [row] = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
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
  if (!row) return null;
  return {
    providerRef: row.providerRef,
    amount: row.amount,
    status: row.status,
    orderNumber: row.orderNumber,
    orderPublicId: row.orderPublicId,
    superseded: await isSuperseded(db, row),
  };
}

export type SandboxDecision = "approve" | "decline";

export type SandboxDecisionResult =
  /** decided: false when the attempt was already decided (a second click): nothing was sent. */
  { ok: true; decided: boolean } | { ok: false; reason: "not-found" | "superseded" };

/**
 * The tester's decision, as the sandbox's bank takes it: under the attempt's row lock, which
 * startCardPayment also takes before voiding the attempt, so that an approval cannot cross a newer
 * attempt replacing it. `deliver` gets the signed notification inside that transaction, to hand
 * it to the shop's handler with `tx`.
 */
export async function decideSandboxPayment(
  db: Database,
  input: { providerRef: string; decision: SandboxDecision; now: Date },
  deliver: (tx: Database, notification: IncomingNotification) => Promise<void>,
): Promise<SandboxDecisionResult> {
  if (!isSandboxRef(input.providerRef)) return { ok: false, reason: "not-found" };
  // Before the transaction: made on first use, and the handler verifies with the one cached here
  // rather than querying beside the open transaction (which PGlite would wait for forever).
  const key = await sandboxKey(db);
  return db.transaction(async (tx): Promise<SandboxDecisionResult> => {
    const payment = await lockPayment(tx, SANDBOX_PROVIDER_NAME, input.providerRef);
    if (!payment) return { ok: false, reason: "not-found" };
    if (payment.status !== "pending") {
      return (await isSuperseded(tx, payment))
        ? { ok: false, reason: "superseded" }
        : { ok: true, decided: false };
    }
    const notification = signedNotification(key, {
      providerRef: input.providerRef,
      outcome: input.decision === "approve" ? "paid" : "failed",
      amount: payment.amount,
      now: input.now,
    });
    await deliver(tx, notification);
    return { ok: true, decided: true };
  });
}

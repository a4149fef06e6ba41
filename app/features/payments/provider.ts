// What the shop needs from a card payment provider, kept small so that an adapter for Netopia,
// EuPlătesc, PayU or Stripe is one file: create a hosted payment page, find it again, void it,
// verify the provider's signed server-to-server notification, refund. Everything else (attempts, order status,
// idempotency, locking) is ours, in payments.server.ts, the same for every provider.

/** One attempt to pay an order, as the provider is asked to show it. Money in bani. */
export interface CreatePaymentInput {
  orderNumber: number;
  /** In bani. */
  amount: number;
  currency: "RON";
  /** Shown on the provider's page and the shopper's statement ("Comanda 100245"). */
  description: string;
  /** Where the provider sends the shopper back, whatever the outcome. */
  returnUrl: string;
  /** Where the provider posts its signed notification (server to server). */
  notifyUrl: string;
  /** Our id of the attempt, unique per attempt (providers refuse a reused order id). */
  reference: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment; its notifications name it. */
  providerRef: string;
  /** The provider's payment page: the shopper is redirected there (303). */
  redirectUrl: string;
}

/** A notification as it arrived: the raw body (signatures cover the exact bytes) and headers. */
export interface IncomingNotification {
  body: Uint8Array | string;
  headers: Headers;
}

export type PaymentOutcome = "paid" | "failed" | "refunded";

/** Why a notification was not believed: the route answers 401 for a signature, else 400. */
export type VerifyFailure = "bad-signature" | "malformed" | "stale";

export type VerifiedNotification =
  | { ok: true; providerRef: string; outcome: PaymentOutcome /** In bani. */; amount: number }
  | { ok: false; reason: VerifyFailure };

export type RefundResult = { ok: true } | { ok: false; reason: string };

export interface PaymentProvider {
  /** Stored in payments.provider and used in the notify address: /api/payments/{name}/notify. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Checks the signature (in constant time) and freshness, then maps the provider's own codes to
   * an outcome. Must not touch our tables: applying the outcome is handleNotification's job.
   */
  verifyNotification(
    notification: IncomingNotification,
    options: { now: Date },
  ): Promise<VerifiedNotification>;
  /** Asks for money back; the provider confirms with a "refunded" notification. */
  refund(providerRef: string, amount: number): Promise<RefundResult>;
  /**
   * The page of an attempt still open, as createPayment gave it (a second click goes back to it);
   * null when it takes no payment any more.
   */
  paymentPage(providerRef: string, input: { returnUrl: string }): Promise<string | null>;
  /**
   * Voids an attempt before another replaces it. ok when it can no longer be paid (voided now, or
   * already declined or expired); not ok when it was paid or the provider could not say: its
   * outcome may still come.
   */
  cancelPayment(providerRef: string): Promise<{ ok: true } | { ok: false; reason: string }>;
}

// An in-memory MailTransport for tests: records what it was given, and fails or waits on demand.
import type { MailMessage, MailTransport } from "./transport.server";

export interface FakeTransport extends MailTransport {
  sent: MailMessage[];
  /** Every send rejects with this error while it is set. */
  failWith: Error | null;
  /** Every send waits for this promise while it is set (a slow mail server). */
  hold: Promise<void> | null;
  /** Called as each send starts, before it waits or fails. */
  onSend?: (message: MailMessage) => void;
}

export function createFakeTransport(): FakeTransport {
  const transport: FakeTransport = {
    sent: [],
    failWith: null,
    hold: null,
    async send(message) {
      transport.onSend?.(message);
      if (transport.hold) await transport.hold;
      if (transport.failWith) throw transport.failWith;
      transport.sent.push(message);
    },
  };
  return transport;
}

/**
 * A slow mail server: every send of `transport` waits until `release()`; `sending` resolves as
 * the first send starts (the worker holds its claim and is on the wire).
 */
export function holdSends(transport: FakeTransport): {
  release: () => void;
  sending: Promise<void>;
} {
  let release = () => {};
  transport.hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sending = new Promise<void>((resolve) => {
    transport.onSend = () => resolve();
  });
  return { release, sending };
}

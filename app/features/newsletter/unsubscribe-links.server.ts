// Unsubscribe links: /newsletter/dezabonare?email=…&sig=…, where sig is the first 16 bytes of
// HMAC-SHA256 of the lower-cased address under a key of app_secrets. Only the shop can make a link
// for an address, so nobody unsubscribes someone else by editing one.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "../../../db/client.server";
import { appSecretKey } from "../../lib/app-secret.server";
import type { PublicStore } from "../../lib/store";
import { NEWSLETTER_EMAIL_MAX } from "./newsletter-fields";

const SECRET_NAME = "newsletter-unsubscribe";
const KEY_BYTES = 32;
const MAC_BYTES = 16;
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;

export const UNSUBSCRIBE_PATH = "/newsletter/dezabonare";

async function macOf(db: Database, email: string): Promise<Buffer> {
  const key = await appSecretKey(db, SECRET_NAME, KEY_BYTES);
  return createHmac("sha256", key).update(email).digest().subarray(0, MAC_BYTES);
}

export async function unsubscribeSignature(db: Database, email: string): Promise<string> {
  return (await macOf(db, email.toLowerCase())).toString("base64url");
}

/** The full link for an address, for the e-mails and the confirmation page. */
export async function unsubscribeLink(
  db: Database,
  store: PublicStore,
  email: string,
): Promise<string> {
  const address = email.toLowerCase();
  const query = new URLSearchParams({
    email: address,
    sig: await unsubscribeSignature(db, address),
  });
  return `${store.publicUrl}${UNSUBSCRIBE_PATH}?${query}`;
}

/** The lower-cased address a link was signed for, or null for anything the shop did not sign. */
export async function verifyUnsubscribe(
  db: Database,
  email: unknown,
  sig: unknown,
): Promise<string | null> {
  if (typeof email !== "string" || typeof sig !== "string") return null;
  if (email.length === 0 || email.length > NEWSLETTER_EMAIL_MAX || !SIGNATURE.test(sig)) {
    return null;
  }
  const mac = Buffer.from(sig, "base64url");
  // One spelling per signature: no alternative base64 endings.
  if (mac.length !== MAC_BYTES || mac.toString("base64url") !== sig) return null;
  const address = email.toLowerCase();
  return timingSafeEqual(mac, await macOf(db, address)) ? address : null;
}

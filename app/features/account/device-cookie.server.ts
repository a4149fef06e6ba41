// Device cookies (OWASP's defence against account lockout): a browser that logged in to an account
// keeps a signed mark of that e-mail. The account's bound on failed logins from everywhere
// (loginFailuresPerAccount) can be filled on purpose from a few addresses; it then refuses
// strangers only, while a browser with the mark keeps its own, smaller bound on failures
// (loginFailuresPerDevice). Stateless: the mark is a random id and an HMAC of it with the e-mail.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../../../db/client.server";
import { appSecretKey } from "../../lib/app-secret.server";
import { httpOnlyCookie, readCookie } from "../../lib/cookies.server";
import { emailKey } from "./account-throttle.server";

export const DEVICE_COOKIE = "coperta_device";
/** A browser stays known for a year after its last login there. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

const ID = /^[A-Za-z0-9_-]{22}$/;

async function signature(db: Database, email: string, id: string): Promise<Buffer> {
  const key = await appSecretKey(db, "device-cookie");
  return createHmac("sha256", key)
    .update(`${emailKey(email)}\n${id}`)
    .digest();
}

/** The device's id when the request carries the mark of a login to `email` there, else null. */
export async function knownDevice(
  db: Database,
  request: Request,
  email: string,
): Promise<string | null> {
  const value = readCookie(request.headers.get("Cookie"), DEVICE_COOKIE);
  const [id, mac] = value?.split(".") ?? [];
  if (!id || !mac || !ID.test(id)) return null;
  const expected = await signature(db, email, id);
  const given = Buffer.from(mac, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The Set-Cookie of a login to `email`: the same device id when the browser had one. */
export async function deviceCookie(
  db: Database,
  email: string,
  { device, secure }: { device: string | null; secure: boolean },
): Promise<string> {
  const id = device ?? randomBytes(16).toString("base64url");
  const mac = (await signature(db, email, id)).toString("base64url");
  return httpOnlyCookie(DEVICE_COOKIE, `${id}.${mac}`, {
    secure,
    maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

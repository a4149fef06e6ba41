// The visitor id behind "one prize per visitor": a random id in an HttpOnly cookie, stored only
// as a digest. Dropping the cookie gives a new visitor, which the per-client throttle then limits.
import { randomBytes } from "node:crypto";
import { httpOnlyCookie, readCookie } from "../../lib/cookies.server";
import { visitorKey } from "./prizes.server";

const VISITOR_COOKIE = "coperta_visitor";
const ONE_YEAR = 365 * 86_400;
const ID = /^[A-Za-z0-9_-]{22,64}$/;

export function readVisitor(request: Request): { key: string; setCookie: string | null } | null {
  const id = readCookie(request.headers.get("Cookie"), VISITOR_COOKIE);
  return id && ID.test(id) ? { key: visitorKey(id), setCookie: null } : null;
}

/** The visitor of the request, or a new one with the cookie to set. */
export function visitorOf(
  request: Request,
  secure: boolean,
): { key: string; setCookie: string | null } {
  const known = readVisitor(request);
  if (known) return known;
  const id = randomBytes(18).toString("base64url");
  return {
    key: visitorKey(id),
    setCookie: httpOnlyCookie(VISITOR_COOKIE, id, { secure, maxAgeSeconds: ONE_YEAR }),
  };
}

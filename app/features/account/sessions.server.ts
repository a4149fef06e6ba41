// Login sessions: an opaque random token that the browser holds (in localStorage for API calls
// as `Authorization: Bearer`, and in the HttpOnly `sesiune` cookie for server-rendered pages),
// and its SHA-256 in customer_sessions. A stolen copy of the table logs nobody in; a session can
// be revoked one by one or all at once; it expires 30 days after it was last used.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { accountTokens, customerSessions, customers } from "../../../db/schema-accounts";
import { httpOnlyCookie, readCookie } from "../../lib/cookies.server";

export const SESSION_COOKIE = "sesiune";
export const SESSION_DAYS = 30;

const DAY_MS = 86_400_000;
const SESSION_MS = SESSION_DAYS * DAY_MS;
/**
 * The sliding expiry is pushed at most once an hour per session: a page view costs one read,
 * and an hour's precision is nothing against 30 days.
 */
const RENEW_AFTER_MS = 60 * 60_000;
/** Kept with the session so the customer can tell their devices apart; no more is needed. */
const USER_AGENT_MAX = 300;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new random token (sessions and e-mailed links alike): 256 bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored for a token: its SHA-256, hex. Tokens are random, so no salt or slow hash. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** True for something that could be one of our tokens; anything else is treated as absent. */
export function isTokenShaped(token: string | null | undefined): token is string {
  return typeof token === "string" && TOKEN_SHAPE.test(token);
}

export interface NewSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export async function createSession(
  db: Database | Tx,
  customerId: number,
  { now, userAgent }: { now: Date; userAgent?: string | null },
): Promise<NewSession> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db.insert(customerSessions).values({
    tokenHash,
    customerId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  return { token, tokenHash, expiresAt };
}

/**
 * A login's session, opened only while the password the login checked is still the account's
 * (`passwordHash`, as read before checking it) and the account is live. Checking the password
 * takes a while; a reset or a password change committing meanwhile revokes every session, and
 * would otherwise miss this one, inserted just after. The row lock makes them take turns: a
 * change first leaves another hash here (null: the login is refused), a login first leaves a
 * session the change then revokes.
 */
export async function openLoginSession(
  db: Database,
  customer: { id: number; passwordHash: string },
  options: { now: Date; userAgent?: string | null },
): Promise<NewSession | null> {
  return db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.id, customer.id),
          eq(customers.passwordHash, customer.passwordHash),
          isNull(customers.deletedAt),
        ),
      )
      .for("share");
    return still ? createSession(tx, customer.id, options) : null;
  });
}

export interface SessionCustomer {
  customerId: number;
  /** Identifies this session: logOut takes it. */
  tokenHash: string;
  email: string;
  firstName: string;
  lastName: string;
  emailConfirmed: boolean;
  /** When the session ends unless used again (after renewal, when `renewed`). */
  expiresAt: Date;
  /** The expiry was pushed by this read. */
  renewed: boolean;
}

/** The session token a request carries: `Authorization: Bearer …` first, else the cookie. */
export function sessionToken(request: Request): string | null {
  const authorization = request.headers.get("Authorization");
  const bearer = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
  if (isTokenShaped(bearer)) return bearer;
  const cookie = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  return isTokenShaped(cookie) ? cookie : null;
}

/** The logged-in customer of a request, or null (no token, a malformed, unknown, revoked or
 * expired one, or a deleted account). Renews the expiry when it was last pushed over an hour ago. */
export async function readSession(
  db: Database,
  request: Request,
  now: Date,
): Promise<SessionCustomer | null> {
  const token = sessionToken(request);
  return token ? readSessionToken(db, token, now) : null;
}

/** readSession for a token obtained otherwise. */
export async function readSessionToken(
  db: Database,
  token: string,
  now: Date,
): Promise<SessionCustomer | null> {
  if (!isTokenShaped(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      customerId: customerSessions.customerId,
      lastSeenAt: customerSessions.lastSeenAt,
      expiresAt: customerSessions.expiresAt,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      emailConfirmedAt: customers.emailConfirmedAt,
    })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, tokenHash),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, now),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  let expiresAt = row.expiresAt;
  let renewed = false;
  if (now.getTime() - row.lastSeenAt.getTime() >= RENEW_AFTER_MS) {
    const pushed = new Date(now.getTime() + SESSION_MS);
    // Still only while not revoked: a logout between the read and here wins.
    const updated = await db
      .update(customerSessions)
      .set({ lastSeenAt: now, expiresAt: pushed })
      .where(and(eq(customerSessions.tokenHash, tokenHash), isNull(customerSessions.revokedAt)))
      .returning({ tokenHash: customerSessions.tokenHash });
    if (updated.length === 0) return null;
    expiresAt = pushed;
    renewed = true;
  }
  return {
    customerId: row.customerId,
    tokenHash,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    emailConfirmed: row.emailConfirmedAt !== null,
    expiresAt,
    renewed,
  };
}

export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.tokenHash, tokenHash), isNull(customerSessions.revokedAt)));
}

/** Revokes every live session of the customer (a reset, a password change, a deletion). */
export async function revokeAllSessions(
  db: Database | Tx,
  customerId: number,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, now),
      ),
    )
    .returning({ tokenHash: customerSessions.tokenHash });
  return revoked.length;
}

/**
 * Deletes sessions and e-mailed links that can no longer be used: expired, or revoked / used
 * over a day ago (kept that long so a support question about them can still be answered).
 * Returns how many rows went. Any instance may run it; nothing else depends on those rows.
 */
export async function deleteStaleAccountRows(db: Database, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const sessions = await db
    .delete(customerSessions)
    .where(or(lt(customerSessions.expiresAt, now), lt(customerSessions.revokedAt, dayAgo)))
    .returning({ tokenHash: customerSessions.tokenHash });
  const tokens = await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, now), lt(accountTokens.usedAt, dayAgo)))
    .returning({ tokenHash: accountTokens.tokenHash });
  return sessions.length + tokens.length;
}

// ---------------------------------------------------------------- the cookie

/** The Set-Cookie value that keeps the session for server-rendered pages until `expiresAt`. */
export function sessionCookie(
  token: string,
  { secure, expiresAt, now = new Date() }: { secure: boolean; expiresAt: Date; now?: Date },
): string {
  return httpOnlyCookie(SESSION_COOKIE, token, {
    secure,
    maxAgeSeconds: (expiresAt.getTime() - now.getTime()) / 1000,
    expires: expiresAt,
  });
}

/**
 * The session cookie again, until the session's current expiry: sent by the account pages and by
 * GET /api/member/me (which the header calls on every page while a login is stored), so the
 * cookie follows the session's sliding expiry whichever request pushed it, and a browser whose
 * cookie ran out while its stored token lives gets it back.
 */
export function refreshedSessionCookie(
  request: Request,
  session: Pick<SessionCustomer, "expiresAt">,
  { secure }: { secure: boolean },
): string | null {
  const token = sessionToken(request);
  return token ? sessionCookie(token, { secure, expiresAt: session.expiresAt }) : null;
}

/** The Set-Cookie value that removes the session cookie (logout). */
export function clearSessionCookie({ secure }: { secure: boolean }): string {
  return httpOnlyCookie(SESSION_COOKIE, "", { secure, maxAgeSeconds: 0, expires: new Date(0) });
}

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { customerSessions, customers } from "../../../db/schema-accounts";
import { createTestDatabase } from "../../../db/testing";
import {
  clearSessionCookie,
  createSession,
  hashToken,
  openLoginSession,
  readSession,
  revokeAllSessions,
  revokeSession,
  SESSION_COOKIE,
  SESSION_DAYS,
  sessionCookie,
  sessionToken,
} from "./sessions.server";
import { createCustomer } from "./test-factories";

let database: DatabaseHandle;
const t0 = new Date("2026-11-22T10:00:00.000Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const days = (n: number) => new Date(t0.getTime() + n * 86_400_000);

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

function bearer(token: string): Request {
  return new Request("http://localhost/api/x", { headers: { Authorization: `Bearer ${token}` } });
}

function withCookie(token: string): Request {
  return new Request("http://localhost/account/account", {
    headers: { Cookie: `checkout=abc; ${SESSION_COOKIE}=${token}; other=1` },
  });
}

async function sessionRow(tokenHash: string) {
  const [row] = await database.db
    .select()
    .from(customerSessions)
    .where(eq(customerSessions.tokenHash, tokenHash));
  return row;
}

describe("createSession", () => {
  it("gives a 43-character random token and stores only its SHA-256, expiring in 30 days", async () => {
    const customer = await createCustomer(database.db);
    const session = await createSession(database.db, customer.id, {
      now: t0,
      userAgent: "Mozilla/5.0",
    });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt).toEqual(days(SESSION_DAYS));
    const row = await sessionRow(hashToken(session.token));
    expect(row).toMatchObject({ customerId: customer.id, userAgent: "Mozilla/5.0" });
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(session.token);
    const other = await createSession(database.db, customer.id, { now: t0 });
    expect(other.token).not.toBe(session.token);
  });
});

describe("readSession", () => {
  it("finds the customer by a bearer token or by the cookie", async () => {
    const customer = await createCustomer(database.db, { firstName: "Ioana", confirmed: false });
    const { token, tokenHash } = await createSession(database.db, customer.id, { now: t0 });
    const expected = {
      customerId: customer.id,
      tokenHash,
      email: customer.email,
      firstName: "Ioana",
      lastName: customer.lastName,
      emailConfirmed: false,
    };
    expect(await readSession(database.db, bearer(token), minutes(1))).toMatchObject(expected);
    expect(await readSession(database.db, withCookie(token), minutes(1))).toMatchObject(expected);
  });

  it("prefers the bearer token to the cookie, and falls back to the cookie when it is malformed", async () => {
    const ana = await createCustomer(database.db);
    const ion = await createCustomer(database.db);
    const anaSession = await createSession(database.db, ana.id, { now: t0 });
    const ionSession = await createSession(database.db, ion.id, { now: t0 });
    const both = new Request("http://localhost/", {
      headers: {
        Authorization: `Bearer ${anaSession.token}`,
        Cookie: `${SESSION_COOKIE}=${ionSession.token}`,
      },
    });
    expect((await readSession(database.db, both, minutes(1)))?.customerId).toBe(ana.id);
    const brokenBearer = new Request("http://localhost/", {
      headers: {
        Authorization: "Bearer nu-e-token",
        Cookie: `${SESSION_COOKIE}=${ionSession.token}`,
      },
    });
    expect((await readSession(database.db, brokenBearer, minutes(1)))?.customerId).toBe(ion.id);
  });

  it("treats absent, malformed and forged tokens as no session", async () => {
    const forged = "A".repeat(43);
    const requests = [
      new Request("http://localhost/"),
      bearer(""),
      bearer("abc"),
      bearer(forged),
      bearer(`${forged}=`),
      bearer("x".repeat(5000)),
      withCookie(forged),
      withCookie("%E0%A4%A"),
      new Request("http://localhost/", {
        headers: { Authorization: "Basic YWxhZGRpbjpvcGVuc2VzYW1l" },
      }),
      new Request("http://localhost/", { headers: { Cookie: "sesiune" } }),
      new Request("http://localhost/", { headers: { Cookie: ";;=;sesiune=;" } }),
    ];
    for (const request of requests) {
      expect(await readSession(database.db, request, minutes(1))).toBeNull();
    }
  });

  it("ends the session 30 days after its last use", async () => {
    const customer = await createCustomer(database.db);
    const { token } = await createSession(database.db, customer.id, { now: t0 });
    expect(await readSession(database.db, bearer(token), minutes(59))).not.toBeNull();
    expect(await readSession(database.db, bearer(token), days(SESSION_DAYS))).toBeNull();
  });

  it("slides the expiry when the last renewal is over an hour old, with one update, not on every read", async () => {
    const customer = await createCustomer(database.db);
    const { token, tokenHash } = await createSession(database.db, customer.id, { now: t0 });
    const early = await readSession(database.db, bearer(token), minutes(30));
    expect(early).toMatchObject({ renewed: false, expiresAt: days(SESSION_DAYS) });
    expect((await sessionRow(tokenHash))?.lastSeenAt).toEqual(t0);

    const later = await readSession(database.db, bearer(token), days(20));
    const pushed = new Date(days(20).getTime() + SESSION_DAYS * 86_400_000);
    expect(later).toMatchObject({ renewed: true, expiresAt: pushed });
    expect(await sessionRow(tokenHash)).toMatchObject({ lastSeenAt: days(20), expiresAt: pushed });

    // Past the first 30 days, alive because it was used on day 20 (and so renewed again).
    expect(await readSession(database.db, bearer(token), days(45))).not.toBeNull();
    expect(await readSession(database.db, bearer(token), days(45 + SESSION_DAYS))).toBeNull();
  });

  it("refuses a revoked session and the sessions of a deleted account", async () => {
    const customer = await createCustomer(database.db);
    const first = await createSession(database.db, customer.id, { now: t0 });
    const second = await createSession(database.db, customer.id, { now: t0 });
    await revokeSession(database.db, first.tokenHash, minutes(5));
    expect(await readSession(database.db, bearer(first.token), minutes(6))).toBeNull();
    expect(await readSession(database.db, bearer(second.token), minutes(6))).not.toBeNull();
    await database.db
      .update(customers)
      .set({ deletedAt: minutes(7) })
      .where(eq(customers.id, customer.id));
    expect(await readSession(database.db, bearer(second.token), minutes(8))).toBeNull();
  });
});

describe("revokeAllSessions", () => {
  it("revokes every session of the customer, and nobody else's", async () => {
    const customer = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    const phone = await createSession(database.db, customer.id, { now: t0 });
    const laptop = await createSession(database.db, customer.id, { now: t0 });
    const theirs = await createSession(database.db, other.id, { now: t0 });
    expect(await revokeAllSessions(database.db, customer.id, minutes(1))).toBe(2);
    expect(await readSession(database.db, bearer(phone.token), minutes(2))).toBeNull();
    expect(await readSession(database.db, bearer(laptop.token), minutes(2))).toBeNull();
    expect(await readSession(database.db, bearer(theirs.token), minutes(2))).not.toBeNull();
    expect(await revokeAllSessions(database.db, customer.id, minutes(3))).toBe(0);
  });
});

describe("openLoginSession", () => {
  it("opens a session only while the password the login checked is still the account's", async () => {
    const customer = await createCustomer(database.db);
    const [row] = await database.db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.id, customer.id));
    const checked = { id: customer.id, passwordHash: row?.passwordHash ?? "" };
    const opened = await openLoginSession(database.db, checked, { now: t0 });
    expect(
      opened && (await readSession(database.db, bearer(opened.token), minutes(1))),
    ).toMatchObject({ customerId: customer.id });
    // A reset commits while the login is still checking the old password: no session after it.
    await database.db
      .update(customers)
      .set({ passwordHash: "$argon2id$altceva" })
      .where(eq(customers.id, customer.id));
    await revokeAllSessions(database.db, customer.id, minutes(2));
    expect(await openLoginSession(database.db, checked, { now: minutes(3) })).toBeNull();
    const live = await database.db
      .select({ tokenHash: customerSessions.tokenHash })
      .from(customerSessions)
      .where(eq(customerSessions.customerId, customer.id));
    expect(live).toHaveLength(1);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, Secure when asked, and lasts until the expiry", () => {
    const expiresAt = days(SESSION_DAYS);
    const token = "T".repeat(43);
    expect(sessionCookie(token, { secure: true, expiresAt, now: t0 })).toBe(
      `sesiune=${token}; Path=/; Max-Age=2592000; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(sessionCookie(token, { secure: false, expiresAt, now: t0 })).not.toContain("Secure");
    expect(clearSessionCookie({ secure: true })).toBe(
      "sesiune=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("is read back from a Cookie header among others", () => {
    const token = "abcdefghijABCDEFGHIJ0123456789_-abcdefghijk";
    expect(sessionToken(withCookie(token))).toBe(token);
    expect(
      sessionToken(new Request("http://localhost/", { headers: { Cookie: "xsesiune=abc" } })),
    ).toBeNull();
  });
});

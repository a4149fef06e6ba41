import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { accountTokens } from "../../../db/schema-accounts";
import { createTestDatabase } from "../../../db/testing";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { ACCOUNT_MESSAGES } from "./account-messages";
import {
  customerByEmail,
  days,
  emailsTo,
  linkToken,
  minutes,
  newClient,
  newEmail,
  registration,
  store,
  t0,
} from "./identity-test-helpers";
import { PASSWORD_MESSAGES, verifyPassword } from "./password.server";
import { registerCustomer } from "./registration.server";
import { hashToken } from "./sessions.server";
import { createCustomer } from "./test-factories";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("registerCustomer", () => {
  it("creates the account with a hashed password and e-mails a confirmation link valid 7 days", async () => {
    const input = registration({ email: " Maria.Georgescu@Example.RO ", newsletter: true });
    const result = await registerCustomer(database.db, input, { now: t0, store });
    expect(result).toEqual({ ok: true });

    const [customer, ...others] = await customerByEmail(database.db, "maria.georgescu@example.ro");
    expect(others).toEqual([]);
    expect(customer).toMatchObject({
      firstName: "Maria",
      lastName: "Georgescu",
      newsletter: true,
      newsletterConsentAt: t0,
      termsAcceptedAt: t0,
      emailConfirmedAt: null,
      deletedAt: null,
    });
    expect(customer?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(customer?.passwordHash ?? "", input.password)).toBe(true);

    const [email, ...more] = await emailsTo(database.db, "maria.georgescu@example.ro");
    expect(more).toEqual([]);
    expect(email?.subject).toBe("Confirmă adresa de e-mail pentru contul Coperta");
    expect(email?.dedupeKey).toMatch(/^confirm-email:[0-9a-f]{16}$/);
    expect(email?.text).toContain("Bine ai venit la Coperta, Maria!");
    const token = await linkToken(
      database.db,
      "maria.georgescu@example.ro",
      "https://www.coperta.ro/login?confirmare=",
    );
    expect(email?.html).toContain(`https://www.coperta.ro/login?confirmare=${token}`);
    const [stored] = await database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({
      customerId: customer?.id,
      purpose: "confirm-email",
      expiresAt: days(7),
      usedAt: null,
    });
  });

  it("answers the same for an address that has an account, creates nothing and tells its owner", async () => {
    const owner = await createCustomer(database.db, { firstName: "Ion" });
    const result = await registerCustomer(
      database.db,
      registration({ email: owner.email.toUpperCase(), firstName: "Altcineva" }),
      { now: t0, store },
    );
    expect(result).toEqual({ ok: true });
    expect(await customerByEmail(database.db, owner.email)).toHaveLength(1);
    const [email, ...more] = await emailsTo(database.db, owner.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe("Ai deja un cont Coperta");
    expect(email?.text).toContain("Ai deja un cont la noi, Ion");
    expect(email?.text).toContain("https://www.coperta.ro/resetare-parola");
    expect(email?.text).not.toContain("Altcineva");
    // Its password is untouched.
    const [after] = await customerByEmail(database.db, owner.email);
    expect(after?.passwordHash).toBe(owner.passwordHash);

    // Trying again within the hour sends nothing more.
    await registerCustomer(database.db, registration({ email: owner.email }), {
      now: minutes(10),
      store,
    });
    expect(await emailsTo(database.db, owner.email)).toHaveLength(1);
  });

  it("gives a Romanian message per wrong field and creates nothing", async () => {
    const email = newEmail("gresit");
    const result = await registerCustomer(
      database.db,
      registration({
        email: "nu-e-adresa",
        password: "parola1234",
        firstName: "",
        lastName: "X<script>",
        acceptTerms: false,
      }),
      { now: t0, store },
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        email: "Adresa de e-mail nu pare corectă: verifică ce ai scris.",
        password: PASSWORD_MESSAGES.common,
        firstName: "Scrie prenumele.",
        lastName:
          "Numele poate avea doar litere, spații, cratime, apostrofuri și puncte (cel mult 60).",
        acceptTerms: ACCOUNT_MESSAGES.acceptTerms,
      },
    });
    const personal = await registerCustomer(
      database.db,
      registration({ email, password: "Georgescu-1990" }),
      { now: t0, store },
    );
    expect(personal).toMatchObject({ ok: false, errors: { password: PASSWORD_MESSAGES.personal } });
    expect(await customerByEmail(database.db, email)).toEqual([]);
  });

  it("throttles registrations per client", async () => {
    const client = newClient();
    const { limit } = THROTTLE_RULES.registerPerClient;
    for (let i = 0; i < limit; i++) {
      const result = await registerCustomer(database.db, registration(), {
        now: minutes(i),
        store,
        clientKey: client,
      });
      expect(result.ok).toBe(true);
    }
    const email = newEmail();
    const refused = await registerCustomer(database.db, registration({ email }), {
      now: minutes(limit),
      store,
      clientKey: client,
    });
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    if (refused.ok || refused.reason !== "throttled") throw new Error("not throttled");
    expect(refused.retryAfterSeconds).toBe(60 * 60 - limit * 60);
    expect(refused.errors.email).toMatch(/^Prea multe cereri\. Încearcă din nou peste/);
    expect(await customerByEmail(database.db, email)).toEqual([]);
  });
});

describe("at the same time (several instances; raced for real on PostgreSQL)", () => {
  it("creates one account for one address, however many registrations arrive together", async () => {
    const email = newEmail("grabit");
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        registerCustomer(database.db, registration({ email }), { now: t0, store }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await customerByEmail(database.db, email)).toHaveLength(1);
    const subjects = (await emailsTo(database.db, email)).map((row) => row.subject).sort();
    expect(subjects).toEqual([
      "Ai deja un cont Coperta",
      "Confirmă adresa de e-mail pentru contul Coperta",
    ]);
  });
});

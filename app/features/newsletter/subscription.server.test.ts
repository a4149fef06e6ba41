import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { siteSettings } from "../../../db/schema";
import { newsletterSubscriptions } from "../../../db/schema-content";
import { outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import type { PublicStore } from "../../lib/store";
import { SETTINGS } from "../settings/settings.server";
import { NEWSLETTER_MESSAGES } from "./newsletter-fields";
import {
  checkConfirmToken,
  confirmSubscription,
  type SubscribeOptions,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "./subscription.server";
import { unsubscribeLink, verifyUnsubscribe } from "./unsubscribe-links.server";

const store: PublicStore = {
  name: "Coperta",
  legalName: "Coperta Librărie și Editură S.R.L.",
  legalLine: "CUI RO41235870, J40/11235/2019, Str. Tipografilor nr. 11, București",
  phone: "021 310 45 67",
  email: "comenzi@coperta.ro",
  publicUrl: "https://www.coperta.ro",
};
const t0 = new Date("2026-11-22T10:00:00.000Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const days = (n: number) => new Date(t0.getTime() + n * 86_400_000);
const VERSION = SETTINGS["newsletter.optIn"].fallback.consentVersion;

let database: DatabaseHandle;
let clients = 0;
const newClient = () => `203.0.113.${++clients}`;
let addresses = 0;
const newEmail = () => `Cititor.${++addresses}@Example.RO`;

function options(overrides: Partial<SubscribeOptions> = {}): SubscribeOptions {
  return { now: t0, store, clientKey: newClient(), source: "newsletter-page", ...overrides };
}

function subscribeForm(email: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    email,
    consent: "da",
    consentVersion: VERSION,
    ...fields,
  })) {
    form.set(name, value);
  }
  return form;
}

async function emailsTo(recipient: string) {
  return database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(asc(outboxEmails.id));
}

async function subscription(email: string) {
  const [row] = await database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
  return row;
}

/** The path and query of the last e-mailed link to `recipient` that starts with `path`. */
async function linkIn(recipient: string, path: string): Promise<string> {
  const text = (await emailsTo(recipient)).at(-1)?.text ?? "";
  const link = text.match(/https:\/\/www\.coperta\.ro\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`No ${path} link in: ${text}`);
  return link;
}

async function tokenIn(recipient: string): Promise<string> {
  return new URL(await linkIn(recipient, "/newsletter/confirmare")).searchParams.get("token") ?? "";
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("subscribing", () => {
  it("stores a pending subscription with its consent and e-mails a link that confirms it once", async () => {
    const typed = newEmail();
    const email = typed.toLowerCase();
    expect(
      await subscribeToNewsletter(database.db, subscribeForm(` ${typed} `), options()),
    ).toEqual({ ok: true });
    expect(await subscription(email)).toMatchObject({
      status: "pending",
      source: "newsletter-page",
      consentVersion: VERSION,
      requestedAt: t0,
      confirmedAt: null,
    });
    const [sent] = await emailsTo(email);
    expect(sent?.subject).toBe("Confirmă abonarea la newsletterul Coperta");
    expect(sent?.text).toContain("Linkul este valabil 7 zile");
    const token = await tokenIn(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its digest is stored.
    expect((await subscription(email))?.confirmTokenHash).not.toContain(token);

    // Opening the link (a person or a mail scanner) only tells whose it is, as often as asked.
    for (const minute of [1, 2]) {
      expect(await checkConfirmToken(database.db, token, minutes(minute))).toEqual({
        ok: true,
        email,
      });
    }
    expect((await subscription(email))?.status).toBe("pending");

    expect(await confirmSubscription(database.db, token, minutes(5))).toEqual({ ok: true, email });
    expect(await subscription(email)).toMatchObject({
      status: "confirmed",
      confirmedAt: minutes(5),
      confirmTokenHash: null,
    });
    expect(await confirmSubscription(database.db, token, minutes(6))).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await checkConfirmToken(database.db, token, minutes(6))).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("says a link has expired after the setting's days", async () => {
    const email = newEmail().toLowerCase();
    await subscribeToNewsletter(database.db, subscribeForm(email), options());
    const token = await tokenIn(email);
    expect(await checkConfirmToken(database.db, token, days(7))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await confirmSubscription(database.db, token, days(7))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect((await subscription(email))?.status).toBe("pending");
    expect(await confirmSubscription(database.db, "not-a-token", t0)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await checkConfirmToken(database.db, "not-a-token", t0)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("answers a confirmed address the same and sends it nothing; a pending one gets a new link", async () => {
    const email = newEmail().toLowerCase();
    await subscribeToNewsletter(database.db, subscribeForm(email), options());
    const first = await tokenIn(email);
    // Pending: a new link, and the first one stops working.
    expect(
      await subscribeToNewsletter(database.db, subscribeForm(email), options({ now: minutes(1) })),
    ).toEqual({ ok: true });
    expect(await emailsTo(email)).toHaveLength(2);
    const second = await tokenIn(email);
    expect(second).not.toBe(first);
    expect(await confirmSubscription(database.db, first, minutes(2))).toMatchObject({ ok: false });
    expect(await confirmSubscription(database.db, second, minutes(2))).toMatchObject({ ok: true });
    // Confirmed: the same answer, nothing sent, nothing changed.
    expect(
      await subscribeToNewsletter(
        database.db,
        subscribeForm(email.toUpperCase()),
        options({ now: minutes(3), source: "footer" }),
      ),
    ).toEqual({ ok: true });
    expect(await emailsTo(email)).toHaveLength(2);
    expect(await subscription(email)).toMatchObject({
      status: "confirmed",
      source: "newsletter-page",
      confirmedAt: minutes(2),
    });
  });

  it("requires a valid address and the consent, of the wording shown", async () => {
    const email = newEmail();
    const refuse = (form: FormData) => subscribeToNewsletter(database.db, form, options());
    expect(await refuse(subscribeForm(""))).toMatchObject({
      reason: "invalid",
      errors: { email: NEWSLETTER_MESSAGES.emailMissing },
    });
    expect(await refuse(subscribeForm("ana@", { consent: "" }))).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        email: NEWSLETTER_MESSAGES.emailInvalid,
        consent: NEWSLETTER_MESSAGES.consentMissing,
      },
      email: "ana@",
    });
    expect(await refuse(subscribeForm(email, { consentVersion: "2019-01" }))).toMatchObject({
      errors: { consent: NEWSLETTER_MESSAGES.consentChanged },
    });
    expect(await subscription(email)).toBeUndefined();
    expect(await emailsTo(email.toLowerCase())).toEqual([]);
  });

  it("stores the version of the consent wording in the setting", async () => {
    const value = { consentVersion: "2027-02", consentText: "Acord nou.", confirmDays: 1 };
    await database.db.insert(siteSettings).values({ key: "newsletter.optIn", value });
    try {
      const email = newEmail().toLowerCase();
      const form = subscribeForm(email, { consentVersion: "2027-02" });
      expect(await subscribeToNewsletter(database.db, form, options())).toEqual({ ok: true });
      expect((await subscription(email))?.consentVersion).toBe("2027-02");
      expect((await emailsTo(email))[0]?.text).toContain("Linkul este valabil 1 zi");
    } finally {
      await database.db.delete(siteSettings).where(eq(siteSettings.key, "newsletter.optIn"));
    }
  });

  it("throttles per client and per address, saying how long to wait", async () => {
    const client = newClient();
    for (let i = 0; i < 10; i++) {
      const outcome = await subscribeToNewsletter(
        database.db,
        subscribeForm(newEmail()),
        options({ clientKey: client }),
      );
      expect(outcome).toEqual({ ok: true });
    }
    expect(
      await subscribeToNewsletter(
        database.db,
        subscribeForm(newEmail()),
        options({ clientKey: client, now: minutes(30) }),
      ),
    ).toMatchObject({ ok: false, reason: "throttled", retryAfterSeconds: 1800 });

    const email = newEmail().toLowerCase();
    for (let i = 0; i < 3; i++) {
      await subscribeToNewsletter(database.db, subscribeForm(email), options());
    }
    const refused = await subscribeToNewsletter(database.db, subscribeForm(email), options());
    expect(refused).toMatchObject({ ok: false, reason: "throttled", retryAfterSeconds: 86_400 });
    expect(await emailsTo(email)).toHaveLength(3);
  });

  it('counts the spellings of one mailbox together, so "+tag" variants get no more e-mails', async () => {
    const [local, domain] = newEmail().split("@");
    const spelling = (tag: string) => `${local}+${tag}@${domain}`;
    for (const typed of [spelling("1"), `${local}@${domain}`, spelling("2").toUpperCase()]) {
      const outcome = await subscribeToNewsletter(database.db, subscribeForm(typed), options());
      expect(outcome).toEqual({ ok: true });
    }
    const variant = spelling("victima").toLowerCase();
    expect(
      await subscribeToNewsletter(database.db, subscribeForm(variant), options()),
    ).toMatchObject({ ok: false, reason: "throttled", retryAfterSeconds: 86_400 });
    expect(await emailsTo(variant)).toEqual([]);
  });
});

describe("unsubscribing", () => {
  it("works from the e-mail's signed link; a changed address or signature is refused", async () => {
    const email = newEmail().toLowerCase();
    await subscribeToNewsletter(database.db, subscribeForm(email), options());
    await confirmSubscription(database.db, await tokenIn(email), minutes(1));
    const link = new URL(await linkIn(email, "/newsletter/dezabonare"));
    expect(link.href).toBe(await unsubscribeLink(database.db, store, email));
    const sig = link.searchParams.get("sig");
    expect(link.searchParams.get("email")).toBe(email);
    expect(await verifyUnsubscribe(database.db, email.toUpperCase(), sig)).toBe(email);

    const other = newEmail().toLowerCase();
    expect(await verifyUnsubscribe(database.db, other, sig)).toBeNull();
    const flipped = `${sig?.startsWith("A") ? "B" : "A"}${sig?.slice(1)}`;
    expect(await verifyUnsubscribe(database.db, email, flipped)).toBeNull();
    expect(await verifyUnsubscribe(database.db, email, `${sig}x`)).toBeNull();
    expect(await verifyUnsubscribe(database.db, email, null)).toBeNull();

    await unsubscribeFromNewsletter(database.db, email, minutes(2));
    expect(await subscription(email)).toMatchObject({
      status: "unsubscribed",
      unsubscribedAt: minutes(2),
    });
  });

  it("lets an unsubscribed address subscribe again, through a new confirmation", async () => {
    const email = newEmail().toLowerCase();
    await subscribeToNewsletter(database.db, subscribeForm(email), options());
    const pendingToken = await tokenIn(email);
    await unsubscribeFromNewsletter(database.db, email, minutes(1));
    // Unsubscribing a pending address retires its link.
    expect(await confirmSubscription(database.db, pendingToken, minutes(2))).toMatchObject({
      ok: false,
    });
    await subscribeToNewsletter(database.db, subscribeForm(email), options({ now: minutes(3) }));
    expect(await subscription(email)).toMatchObject({
      status: "pending",
      unsubscribedAt: null,
      requestedAt: minutes(3),
    });
    expect(await confirmSubscription(database.db, await tokenIn(email), minutes(4))).toEqual({
      ok: true,
      email,
    });
  });
});

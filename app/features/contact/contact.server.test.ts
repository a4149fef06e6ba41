import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { siteSettings } from "../../../db/schema";
import { contactMessages } from "../../../db/schema-content";
import { outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import type { PublicStore } from "../../lib/store";
import { readCompany } from "./company.server";
import { submitContactForm } from "./contact.server";
import { CONTACT_LIMITS, CONTACT_MESSAGES, HONEYPOT_FIELD } from "./contact-fields";

const store: PublicStore = {
  name: "Coperta",
  legalName: "Coperta Librărie și Editură S.R.L.",
  legalLine: "CUI RO41235870, J40/11235/2019, Str. Tipografilor nr. 11, București",
  phone: "021 310 45 67",
  email: "comenzi@coperta.ro",
  publicUrl: "https://www.coperta.ro",
};
const t0 = new Date("2026-11-22T10:00:00.000Z");
const COMPANY = {
  legalName: "Coperta Librărie și Editură S.R.L.",
  taxId: "RO41235870",
  tradeRegister: "J40/11235/2019",
  shareCapital: 20_000,
  registeredOffice: "Str. Tipografilor nr. 11, sector 1, București",
  workingAddress: "Bd. Iuliu Maniu nr. 7, sector 6, București",
  phone: "021 310 45 67",
  email: "contact@coperta.ro",
  workingHours: "Luni – vineri, 09:30 – 17:30",
};

let database: DatabaseHandle;
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;
let addresses = 0;
const newEmail = () => `vizitator.${++addresses}@example.ro`;

function contactForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = {
    name: "Ioana Marin",
    email: newEmail(),
    subject: "livrare",
    orderNumber: "",
    message: "Bună ziua! Coletul meu nu a ajuns încă.\nMulțumesc!",
    [HONEYPOT_FIELD]: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

async function messagesFrom(email: string) {
  return database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function emailsTo(recipient: string) {
  return database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(asc(outboxEmails.id));
}

async function setCompany(value: unknown) {
  await database.db
    .insert(siteSettings)
    .values({ key: "shop.company", value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("the contact form", () => {
  it("stores a message and e-mails it to STORE_EMAIL when no company inbox is set", async () => {
    await database.db.delete(siteSettings).where(eq(siteSettings.key, "shop.company"));
    const form = contactForm({ orderNumber: " nr. 100245 " });
    const email = String(form.get("email"));
    const before = (await emailsTo(store.email)).length;
    const outcome = await submitContactForm(database.db, form, {
      now: t0,
      store,
      clientKey: newClient(),
    });
    expect(outcome).toEqual({ ok: true });
    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({
      name: "Ioana Marin",
      subject: "Livrare",
      orderNumber: "100245",
      message: "Bună ziua! Coletul meu nu a ajuns încă.\nMulțumesc!",
      createdAt: t0,
    });
    const sent = await emailsTo(store.email);
    expect(sent).toHaveLength(before + 1);
    const queued = sent.at(-1);
    expect(queued?.subject).toBe("Mesaj de contact: Livrare – Ioana Marin");
    expect(queued?.dedupeKey).toBe(`contact:${row?.id}`);
    expect(queued?.text).toContain(`De la: Ioana Marin <${email}>`);
    expect(queued?.text).toContain("Comanda nr. 100245");
    expect(queued?.text).toContain("Coletul meu nu a ajuns încă.\n\nMulțumesc!");
    expect(queued?.text).toContain(`mailto:${email}?subject=Re%3A%20Livrare`);
    // The visitor's words are escaped in the HTML version.
    await submitContactForm(
      database.db,
      contactForm({ email, message: "<script>alert(1)</script> vă rog" }),
      { now: t0, store, clientKey: newClient() },
    );
    const html = (await emailsTo(store.email)).at(-1)?.html ?? "";
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("sends to the company's contactEmail when the setting names one", async () => {
    await setCompany({ ...COMPANY, contactEmail: "relatii.clienti@coperta.ro" });
    const form = contactForm();
    expect(
      await submitContactForm(database.db, form, { now: t0, store, clientKey: newClient() }),
    ).toEqual({ ok: true });
    const [queued] = await emailsTo("relatii.clienti@coperta.ro");
    expect(queued?.text).toContain(String(form.get("email")));
    await database.db.delete(siteSettings).where(eq(siteSettings.key, "shop.company"));
  });

  it("answers each wrong field with its Romanian message, storing and sending nothing", async () => {
    const empty = contactForm({ name: " ", email: "", subject: "", message: "  " });
    const outcome = await submitContactForm(database.db, empty, {
      now: t0,
      store,
      clientKey: newClient(),
    });
    expect(outcome).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: {
        name: CONTACT_MESSAGES.nameMissing,
        email: CONTACT_MESSAGES.emailMissing,
        subject: CONTACT_MESSAGES.subjectMissing,
        message: CONTACT_MESSAGES.messageTooShort,
      },
    });
    const email = newEmail();
    const wrong = contactForm({
      name: "x".repeat(CONTACT_LIMITS.name + 1),
      email: "ioana@",
      subject: "reclamatii-false",
      orderNumber: "ABC-12",
      message: "m".repeat(CONTACT_LIMITS.message + 1),
    });
    const refused = await submitContactForm(database.db, wrong, {
      now: t0,
      store,
      clientKey: newClient(),
    });
    expect(refused).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        name: CONTACT_MESSAGES.nameTooLong,
        email: CONTACT_MESSAGES.emailInvalid,
        subject: CONTACT_MESSAGES.subjectMissing,
        orderNumber: CONTACT_MESSAGES.orderNumberInvalid,
        message: CONTACT_MESSAGES.messageTooLong,
      },
      // What was typed comes back, for the page to show again.
      values: expect.objectContaining({ email: "ioana@", orderNumber: "ABC-12" }),
    });
    const tooLongEmail = contactForm({ email: `${"a".repeat(250)}@example.ro` });
    expect(
      await submitContactForm(database.db, tooLongEmail, { now: t0, store, clientKey: "x" }),
    ).toMatchObject({ reason: "invalid", errors: { email: CONTACT_MESSAGES.emailInvalid } });
    expect(await messagesFrom(email)).toEqual([]);
    expect(await messagesFrom("ioana@")).toEqual([]);
  });

  it("pretends to send when the hidden trap field is filled, and keeps nothing", async () => {
    const form = contactForm({ [HONEYPOT_FIELD]: "https://spam.example" });
    const email = String(form.get("email"));
    const before = (await emailsTo(store.email)).length;
    expect(
      await submitContactForm(database.db, form, { now: t0, store, clientKey: newClient() }),
    ).toEqual({ ok: true });
    expect(await messagesFrom(email)).toEqual([]);
    expect(await emailsTo(store.email)).toHaveLength(before);
  });

  it("takes five messages an hour from one client, then refuses with the wait", async () => {
    const client = newClient();
    const send = (at: Date) =>
      submitContactForm(database.db, contactForm(), { now: at, store, clientKey: client });
    for (let i = 0; i < 5; i++) expect(await send(t0)).toEqual({ ok: true });
    const refused = await send(new Date(t0.getTime() + 10 * 60_000));
    expect(refused).toMatchObject({ ok: false, reason: "throttled", retryAfterSeconds: 3000 });
    // Another client is not affected; the window ends after an hour.
    expect(
      await submitContactForm(database.db, contactForm(), {
        now: t0,
        store,
        clientKey: newClient(),
      }),
    ).toEqual({ ok: true });
    expect(await send(new Date(t0.getTime() + 60 * 60_000))).toEqual({ ok: true });
  });
});

describe("the company data", () => {
  it("comes from shop.company, or from the environment's identity without it", async () => {
    await database.db.delete(siteSettings).where(eq(siteSettings.key, "shop.company"));
    const bare = await readCompany(database.db, store);
    expect(bare.inbox).toBe(store.email);
    expect(bare.details).toEqual({
      legalName: store.legalName,
      entries: [
        { term: "Date de înregistrare", value: store.legalLine },
        { term: "Telefon", value: "021 310 45 67", href: "tel:0213104567" },
        { term: "E-mail", value: "comenzi@coperta.ro", href: "mailto:comenzi@coperta.ro" },
      ],
    });

    await setCompany(COMPANY);
    const set = await readCompany(database.db, store);
    expect(set.inbox).toBe(store.email);
    expect(set.details.entries.map((entry) => [entry.term, entry.value])).toEqual([
      ["CUI", "RO41235870"],
      ["Nr. de ordine în Registrul Comerțului", "J40/11235/2019"],
      ["Capital social", "200,00 lei"],
      ["Sediul social", "Str. Tipografilor nr. 11, sector 1, București"],
      ["Punct de lucru", "Bd. Iuliu Maniu nr. 7, sector 6, București"],
      ["Telefon", "021 310 45 67"],
      ["E-mail", "contact@coperta.ro"],
      ["Program", "Luni – vineri, 09:30 – 17:30"],
    ]);
    await database.db.delete(siteSettings).where(eq(siteSettings.key, "shop.company"));
  });
});

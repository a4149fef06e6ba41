import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { siteSettings, throttleCounters } from "../../../db/schema";
import {
  careerApplications,
  careerDepartments,
  careerPositions,
  uploads,
} from "../../../db/schema-content";
import { outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import { createFakeTransport } from "../email/fake-transport";
import { deliverDueEmails } from "../email/outbox.server";
import { browserPost, makeDocx, makePdf } from "../uploads/test-documents";
import { UPLOAD_FORM_OVERHEAD_BYTES, UPLOAD_LIMITS } from "../uploads/upload-rules";
import { deleteUpload, listUploads, readUploadForm } from "../uploads/uploads.server";
import { submitApplication } from "./application.server";

let database: DatabaseHandle;
const store = publicStore(parseEnv({}));
let clientCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const [department] = await database.db
    .insert(careerDepartments)
    .values({ slug: "editorial", name: "Editorial", description: "Cărțile, de la manuscris." })
    .returning({ id: careerDepartments.id });
  const departmentId = department!.id;
  await database.db.insert(careerPositions).values([
    {
      departmentId,
      slug: "project-manager-editorial",
      name: "Project Manager Editorial",
      description: "Coordonezi apariția cărților.",
      objectives: ["Cărți la timp"],
      responsibilities: ["Calendarul de tipar"],
    },
    { departmentId, slug: "redactor-inchis", name: "Redactor", description: "—", open: false },
    {
      departmentId,
      slug: "dezvoltator",
      name: "Dezvoltator",
      description: "—",
      externalFormUrl: "https://formular.example.ro/dezvoltator",
    },
  ]);
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(outboxEmails);
  await database.db.delete(uploads);
  await database.db.delete(siteSettings);
  await database.db.delete(throttleCounters);
});

const fields = {
  name: "Ana Popescu",
  email: "ana.popescu@example.ro",
  phone: "0722 123 456",
  message: "Lucrez de cinci ani în edituri.\nAș vrea să vă cunosc echipa.",
  consent: "da",
};

function application(
  overrides: Partial<typeof fields> = {},
  file: { bytes: Uint8Array; name: string } | null = { bytes: makePdf(), name: "CV Ana.pdf" },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...overrides })) form.set(name, value);
  if (file)
    form.set("cv", new File([new Uint8Array(file.bytes)], file.name, { type: "application/pdf" }));
  return new Request("http://coperta.test/cariere/x", { method: "POST", body: form });
}

async function apply(
  request: Request,
  slug = "project-manager-editorial",
  clientKey = `client-${++clientCounter}`,
) {
  const upload = await readUploadForm(request, "cv");
  return submitApplication(database.db, slug, upload, { store, clientKey, now: new Date() });
}

describe("a job application", () => {
  it("stores the CV and the application, and queues the e-mails to HR and the applicant", async () => {
    await database.db
      .insert(siteSettings)
      .values({ key: "careers.email", value: { to: "oameni@coperta.ro" } });
    const result = await apply(application());
    expect(result).toMatchObject({ ok: true, email: "ana.popescu@example.ro" });
    if (!result.ok) return;

    const [stored] = await database.db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.id, result.applicationId));
    expect(stored).toMatchObject({
      name: "Ana Popescu",
      email: "ana.popescu@example.ro",
      phone: "0722 123 456",
      message: "Lucrez de cinci ani în edituri.\nAș vrea să vă cunosc echipa.",
    });
    const [upload] = await database.db.select().from(uploads);
    expect(upload).toMatchObject({ id: stored!.uploadId, purpose: "cv", fileName: "CV Ana.pdf" });

    const emails = await database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    expect(emails.map((email) => [email.recipient, email.attachmentUploadIds])).toEqual([
      ["oameni@coperta.ro", [stored!.uploadId]],
      ["ana.popescu@example.ro", []],
    ]);
    expect(emails[0]?.subject).toBe("Candidatură nouă: Project Manager Editorial — Ana Popescu");
    expect(emails[0]?.text).toContain("Telefon: 0722 123 456");
    expect(emails[0]?.text).toContain("Aș vrea să vă cunosc echipa.");
    expect(emails[1]?.subject).toBe("Am primit candidatura ta pentru Project Manager Editorial");
    expect(emails[1]?.text).toContain("Mulțumim, Ana!");
  });

  it("goes out with the CV attached to the HR e-mail only", async () => {
    const cv = makeDocx("Experiență");
    await apply(application({}, { bytes: cv, name: "ana.docx" }));
    const transport = createFakeTransport();
    const result = await deliverDueEmails(database.db, transport, {
      now: new Date(Date.now() + 1_000),
    });
    expect(result.sent).toBe(2);
    const [hr, applicant] = transport.sent;
    // Without the setting, applications go to the shop's own address.
    expect(hr?.to).toBe(store.email);
    expect(hr?.attachments).toHaveLength(1);
    expect(hr?.attachments?.[0]).toMatchObject({
      filename: "ana.docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    expect(Buffer.from(hr!.attachments![0]!.content).equals(cv)).toBe(true);
    expect(applicant?.to).toBe("ana.popescu@example.ro");
    expect(applicant?.attachments).toBeUndefined();
  });

  it("gives the HR e-mail up when its CV was erased before it went out", async () => {
    await apply(application());
    await database.db.delete(uploads);
    const transport = createFakeTransport();
    await deliverDueEmails(database.db, transport, { now: new Date(Date.now() + 1_000) });
    const [hr] = await database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    // Erasing the CV erased its application (cascade); HR gets no copy without the file, while
    // the applicant's acknowledgement, which carries none, still goes.
    expect(hr).toMatchObject({ status: "failed" });
    expect(hr?.lastError).toContain("no longer exists");
    expect(transport.sent.map((message) => message.to)).toEqual(["ana.popescu@example.ro"]);
  });

  it("answers each field with its Romanian message, and stores nothing", async () => {
    const result = await apply(
      application(
        { name: "", email: "ana@", phone: "12", consent: "" },
        { bytes: Buffer.from("text simplu"), name: "cv.pdf" },
      ),
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      status: 400,
      errors: {
        name: "Scrie numele și prenumele.",
        email: "Scrie o adresă de e-mail validă, de forma nume@exemplu.ro.",
        phone: "Scrie un număr de telefon, de exemplu 0722 123 456.",
        consent: "Avem nevoie de acordul tău ca să putem păstra și citi ce ne trimiți.",
        cv: "Acceptăm doar fișiere PDF sau DOCX.",
      },
      values: {
        name: "",
        email: "ana@",
        phone: "12",
        message: fields.message,
      },
    });
    expect(await database.db.$count(uploads)).toBe(0);
    expect(await database.db.$count(outboxEmails)).toBe(0);
  });

  it("asks for the CV when none is attached, and refuses an oversized body with 413", async () => {
    expect(await apply(application({}, null))).toMatchObject({
      status: 400,
      errors: { cv: "Atașează CV-ul (PDF sau DOCX, cel mult 5 MB)." },
    });
    const huge = Buffer.alloc(UPLOAD_LIMITS.cv.maxBytes + UPLOAD_FORM_OVERHEAD_BYTES);
    expect(await apply(application({}, { bytes: huge, name: "cv.pdf" }))).toMatchObject({
      status: 413,
      errors: { cv: "Fișierul depășește 5 MB. Trimite un fișier mai mic." },
    });
  });

  it("keeps names on one line and messages free of control characters", async () => {
    const result = await apply(
      application({
        name: "Ana\r\nPopescu\u001b[2J",
        message: "Rândul unu\r\nRândul doi\u0007\u001b\u009b",
      }),
    );
    if (!result.ok) throw new Error("refused");
    const [stored] = await database.db.select().from(careerApplications);
    expect(stored).toMatchObject({ name: "Ana Popescu [2J", message: "Rândul unu\nRândul doi" });
    const [hr] = await database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    expect(hr?.subject).toBe("Candidatură nouă: Project Manager Editorial — Ana Popescu [2J");
  });

  it("says the form's text, not the CV, was too long to read", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("message", "a".repeat(64 * 1024 + 1));
    form.set("cv", new File([new Uint8Array(makePdf())], "cv.pdf"));
    expect(await apply(await browserPost("http://coperta.test/cariere/x", form))).toMatchObject({
      ok: false,
      reason: "invalid",
      status: 413,
      errors: {
        form: "Formularul are un text prea lung sau prea multe câmpuri. Scurtează mesajul și trimite din nou.",
      },
    });
    expect(await database.db.$count(uploads)).toBe(0);
  });

  it("acknowledges to one mailbox three times a day, and still takes every application", async () => {
    const spellings = [
      "ana.popescu@example.ro",
      "Ana.Popescu@Example.ro",
      "ana.popescu+cariere@example.ro",
      "ana.popescu+iar@example.ro",
    ];
    for (const [n, email] of spellings.entries()) {
      // Each from another client: the per-client limit is not what holds them back.
      expect(await apply(application({ email }))).toMatchObject({ ok: true, acknowledged: n < 3 });
    }
    expect(await database.db.$count(careerApplications)).toBe(4);
    const emails = await database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    expect(emails.filter((email) => email.recipient === store.email)).toHaveLength(4);
    expect(
      emails.filter((email) => email.recipient !== store.email).map((e) => e.recipient),
    ).toEqual(spellings.slice(0, 3));
  });

  it("is not taken for a closed position, one with an outside form, or an unknown one", async () => {
    expect(await apply(application(), "redactor-inchis")).toEqual({ ok: false, reason: "closed" });
    expect(await apply(application(), "dezvoltator")).toEqual({ ok: false, reason: "closed" });
    expect(await apply(application(), "nu-exista")).toEqual({ ok: false, reason: "not-found" });
    expect(await database.db.$count(uploads)).toBe(0);
  });

  it("is limited to five an hour from one client", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await apply(application(), undefined, "one-client")).toMatchObject({ ok: true });
    }
    const refused = await apply(application(), undefined, "one-client");
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    expect(
      refused.ok === false && refused.reason === "throttled" && refused.retryAfterSeconds,
    ).toBeGreaterThan(0);
    expect(await database.db.$count(uploads)).toBe(5);
  });

  it("is listed with its CV for the operator, and erased with it", async () => {
    const result = await apply(application());
    if (!result.ok) throw new Error("refused");
    const [listed] = await listUploads(database.db, 5);
    expect(listed).toMatchObject({
      purpose: "cv",
      fileName: "CV Ana.pdf",
      applicationId: result.applicationId,
      applicant: "Ana Popescu",
      manuscriptId: null,
    });
    expect(await deleteUpload(database.db, listed!.id)).toBe(true);
    expect(await database.db.$count(careerApplications)).toBe(0);
    expect(await deleteUpload(database.db, listed!.id)).toBe(false);
  });

  it("erased, leaves nothing of the applicant in the e-mails, and sends none of them", async () => {
    const result = await apply(application());
    if (!result.ok) throw new Error("refused");
    const [upload] = await database.db.select({ id: uploads.id }).from(uploads);
    expect(await deleteUpload(database.db, upload!.id)).toBe(true);

    const rows = await database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        subject: "",
        html: "",
        text: "",
        attachmentUploadIds: [],
        status: "failed",
        lastError: "upload deleted",
      });
    }
    const kept = JSON.stringify(rows);
    for (const personal of ["Ana", "Popescu", "ana.popescu", "0722", "edituri"]) {
      expect(kept).not.toContain(personal);
    }
    const transport = createFakeTransport();
    const sent = await deliverDueEmails(database.db, transport, {
      now: new Date(Date.now() + 1_000),
    });
    expect(sent).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(transport.sent).toEqual([]);
  });
});

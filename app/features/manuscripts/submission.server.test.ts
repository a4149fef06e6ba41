import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { siteSettings, throttleCounters } from "../../../db/schema";
import { manuscriptSubmissions, uploads } from "../../../db/schema-content";
import { outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import { createFakeTransport } from "../email/fake-transport";
import { deliverDueEmails } from "../email/outbox.server";
import { browserPost, makeDocx, makeZip } from "../uploads/test-documents";
import { deleteUpload, readUploadForm } from "../uploads/uploads.server";
import { submitManuscript } from "./submission.server";

let database: DatabaseHandle;
const store = publicStore(parseEnv({}));

beforeAll(async () => {
  database = await createTestDatabase();
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

const SYNOPSIS =
  "Un sat de pe Valea Oltului, o vară secetoasă și o fântână care nu mai seacă. Trei generații ale aceleiași familii se întâlnesc în jurul ei și își spun, în sfârșit, ce au tăcut.";

const fields = {
  authorName: "Ioana Marin",
  email: "ioana.marin@example.ro",
  phone: "",
  title: "Fântâna",
  genre: "Roman",
  synopsis: SYNOPSIS,
  consent: "da",
};

function submission(
  overrides: Partial<typeof fields> = {},
  file: Uint8Array = makeDocx("Capitolul întâi"),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...overrides })) form.set(name, value);
  form.set("manuscris", new File([new Uint8Array(file)], "Fântâna - final.docx"));
  return new Request("http://coperta.test/publica-o-carte", { method: "POST", body: form });
}

async function submit(request: Request, clientKey = "client") {
  const upload = await readUploadForm(request, "manuscript");
  return submitManuscript(database.db, upload, { store, clientKey, now: new Date() });
}

describe("a manuscript", () => {
  it("is stored and acknowledged; the editors are told how to fetch the file", async () => {
    await database.db.insert(siteSettings).values({
      key: "manuscripts.submissions",
      value: { to: "redactie@coperta.ro", replyWithinWeeks: 6, genres: ["Roman", "Poezie"] },
    });
    const result = await submit(submission());
    expect(result).toMatchObject({ ok: true, replyWithinWeeks: 6 });

    const [stored] = await database.db.select().from(manuscriptSubmissions);
    expect(stored).toMatchObject({
      authorName: "Ioana Marin",
      phone: "",
      title: "Fântâna",
      genre: "Roman",
      synopsis: SYNOPSIS,
    });
    const [upload] = await database.db.select().from(uploads);
    expect(upload).toMatchObject({
      id: stored!.uploadId,
      purpose: "manuscript",
      fileName: "Fantana - final.docx",
    });

    const [editors, author] = await database.db
      .select()
      .from(outboxEmails)
      .orderBy(outboxEmails.id);
    expect(editors).toMatchObject({
      recipient: "redactie@coperta.ro",
      subject: "Manuscris nou: „Fântâna” de Ioana Marin",
      // Not attached: it may be large.
      attachmentUploadIds: [],
    });
    expect(editors?.text).toContain(`npm run uploads -- get ${upload!.id} "Fantana - final.docx"`);
    expect(editors?.text).toContain(upload!.sha256);
    // The subject is fixed: what the sender typed goes to a typed address only in the body.
    expect(author).toMatchObject({
      recipient: "ioana.marin@example.ro",
      subject: "Am primit manuscrisul tău",
    });
    expect(author?.text).toContain("Manuscrisul „Fântâna”");
    expect(author?.text).toContain("în cel mult 6 săptămâni");
    // Replies to the shop's sending address reach the orders inbox: the editors' is named.
    expect(author?.text).toContain(
      `scrie-ne la redactie@coperta.ro și pomenește numărul trimiterii, ${stored!.id}.`,
    );
  });

  it("keeps the author and the title on one line, the synopsis free of control characters", async () => {
    const result = await submit(
      submission({
        authorName: "Ioana\nMarin\u0007",
        title: "Fântâna\r\nBcc: cineva@example.ro\u001b[31m",
        synopsis: `${SYNOPSIS}\r\n\r\nAl doilea paragraf.\u001b[2J\u0000\u0085`,
      }),
    );
    expect(result).toMatchObject({ ok: true });
    const [stored] = await database.db.select().from(manuscriptSubmissions);
    expect(stored).toMatchObject({
      authorName: "Ioana Marin",
      title: "Fântâna Bcc: cineva@example.ro [31m",
      synopsis: `${SYNOPSIS}\n\nAl doilea paragraf.[2J`,
    });
    const [editors] = await database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    expect(editors?.subject).toBe(
      "Manuscris nou: „Fântâna Bcc: cineva@example.ro [31m” de Ioana Marin",
    );
  });

  it("acknowledges to one mailbox three times a day, and still takes every manuscript", async () => {
    for (let i = 0; i < 4; i++) {
      const email = i % 2 ? "Ioana.Marin+carte@example.ro" : "ioana.marin@example.ro";
      expect(await submit(submission({ email }), `client-${i}`)).toMatchObject({
        ok: true,
        acknowledged: i < 3,
      });
    }
    expect(await database.db.$count(manuscriptSubmissions)).toBe(4);
    const emails = await database.db.select().from(outboxEmails);
    expect(emails.filter((email) => email.recipient === store.email)).toHaveLength(4);
    expect(emails.filter((email) => email.recipient !== store.email)).toHaveLength(3);
  });

  it("erased, empties the e-mails it caused, those sent and those not yet", async () => {
    const first = await submit(submission(), "client-a");
    const transport = createFakeTransport();
    await deliverDueEmails(database.db, transport, { now: new Date(Date.now() + 1_000) });
    const second = await submit(submission({ title: "Al doilea" }), "client-b");
    if (!first.ok || !second.ok) throw new Error("refused");
    for (const { uploadId } of await database.db.select().from(manuscriptSubmissions)) {
      expect(await deleteUpload(database.db, uploadId)).toBe(true);
    }
    expect(await database.db.$count(manuscriptSubmissions)).toBe(0);
    const rows = await database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    // The first two went out before the deletion and stay sent; the other two never go.
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "failed", "failed"]);
    for (const row of rows) expect(row).toMatchObject({ subject: "", html: "", text: "" });
    const kept = JSON.stringify(rows);
    for (const personal of ["Ioana", "Marin", "ioana.marin", "Fântâna", "Valea Oltului"]) {
      expect(kept).not.toContain(personal);
    }
    const later = createFakeTransport();
    await deliverDueEmails(database.db, later, { now: new Date(Date.now() + 2_000) });
    expect(later.sent).toEqual([]);
  });

  it("says the form's text, not the manuscript, was too long to read", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("synopsis", "a".repeat(64 * 1024 + 1));
    form.set("manuscris", new File([new Uint8Array(makeDocx())], "carte.docx"));
    const request = await browserPost("http://coperta.test/publica-o-carte", form);
    expect(await submit(request)).toMatchObject({
      ok: false,
      status: 413,
      errors: {
        form: "Formularul are un text prea lung sau prea multe câmpuri. Scurtează mesajul și trimite din nou.",
      },
    });
  });

  it("refuses a genre outside the list, a short synopsis and a file that is not a document", async () => {
    const result = await submit(
      submission({ genre: "Rețete", synopsis: "Scurt.", phone: "abc" }, makeZip({ "a.txt": "a" })),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        genre: "Alege genul cărții din listă.",
        synopsis: "Scrie un sinopsis de cel puțin 100 de caractere: despre ce e cartea?",
        phone: "Scrie un număr de telefon, de exemplu 0722 123 456.",
        manuscris: "Acceptăm doar fișiere PDF sau DOCX.",
      },
      values: { title: "Fântâna", genre: "Rețete" },
    });
    expect(await database.db.$count(manuscriptSubmissions)).toBe(0);
    expect(await database.db.$count(outboxEmails)).toBe(0);
  });

  it("goes to the shop's address when no editorial one is set, and is throttled per client", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await submit(submission(), "busy-client")).toMatchObject({ ok: true });
    }
    expect(await submit(submission(), "busy-client")).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    const recipients = await database.db.select({ to: outboxEmails.recipient }).from(outboxEmails);
    expect(recipients.filter((row) => row.to === store.email)).toHaveLength(5);
  });
});

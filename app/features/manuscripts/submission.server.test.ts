import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { siteSettings } from "../../../db/schema";
import { manuscriptSubmissions, uploads } from "../../../db/schema-content";
import { outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import { makeDocx, makeZip } from "../uploads/test-documents";
import { readUploadForm } from "../uploads/uploads.server";
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
    expect(author).toMatchObject({
      recipient: "ioana.marin@example.ro",
      subject: "Am primit manuscrisul „Fântâna”",
    });
    expect(author?.text).toContain("în cel mult 6 săptămâni");
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

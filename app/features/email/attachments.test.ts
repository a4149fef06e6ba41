import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { uploads } from "../../../db/schema-content";
import { outboxEmails } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { createFakeTransport } from "./fake-transport";
import { deliverDueEmails, enqueueEmail } from "./outbox.server";
import { createFileTransport } from "./transport.server";

let database: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), "coperta-attachments-"));
});

afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

async function storedPdf(fileName: string, bytes: Buffer) {
  const [row] = await database.db
    .insert(uploads)
    .values({
      purpose: "cv",
      fileName,
      contentType: "application/pdf",
      size: bytes.length,
      sha256: "-",
      data: bytes,
    })
    .returning({ id: uploads.id });
  return row!.id;
}

const soon = () => new Date(Date.now() + 1_000);

/** Bytes that stand for a document (the outbox neither knows nor checks what they are). */
function makePdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, "utf8");
}

describe("an e-mail with attachments", () => {
  it("carries its uploads, in order, when the outbox sends it", async () => {
    const first = makePdf("Unu");
    const second = makePdf("Doi");
    const ids = [await storedPdf("unu.pdf", first), await storedPdf("doi.pdf", second)];
    await enqueueEmail(database.db, {
      dedupeKey: "attachments:1",
      to: "hr@example.ro",
      subject: "Cu fișiere",
      html: "<p>Două fișiere</p>",
      text: "Două fișiere",
      attachmentUploadIds: [ids[1]!, ids[0]!],
    });
    const transport = createFakeTransport();
    expect((await deliverDueEmails(database.db, transport, { now: soon() })).sent).toBe(1);
    const attachments = transport.sent[0]?.attachments ?? [];
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["doi.pdf", "application/pdf"],
      ["unu.pdf", "application/pdf"],
    ]);
    expect(Buffer.from(attachments[0]!.content).equals(second)).toBe(true);
    const [row] = await database.db.select().from(outboxEmails);
    expect(row?.attachmentUploadIds).toEqual([ids[1], ids[0]]);
  });

  it("is written whole by the file transport, attachments included", async () => {
    const bytes = makePdf("Fișier");
    await createFileTransport(dir, "Coperta <comenzi@coperta.ro>").send({
      to: "hr@example.ro",
      subject: "Candidatură nouă",
      html: "<p>CV atașat</p>",
      text: "CV atașat",
      id: "7-abc",
      attachments: [{ filename: "CV Ana.pdf", contentType: "application/pdf", content: bytes }],
    });
    const [file] = await readdir(dir);
    const parsed = await PostalMime.parse(await readFile(path.join(dir, file!)));
    expect(parsed.text?.trim()).toBe("CV atașat");
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({
      filename: "CV Ana.pdf",
      mimeType: "application/pdf",
    });
    const content = parsed.attachments[0]!.content;
    expect(Buffer.from(content as ArrayBuffer).equals(bytes)).toBe(true);
  });
});

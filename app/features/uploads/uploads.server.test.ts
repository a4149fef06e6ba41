import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createTestDatabase } from "../../../db/testing";
import { MAX_DECLARED_BODY_BYTES } from "../../../server/bad-requests";
import { MULTIPART_LIMITS } from "../../lib/multipart-form.server";
import { FORM_BODY_LIMIT } from "../../lib/request-body.server";
import { browserPost, makeDocx, makePdf, makeZip } from "./test-documents";
import { UPLOAD_FORM_OVERHEAD_BYTES, UPLOAD_LIMITS } from "./upload-rules";
import {
  checkUploadedFile,
  findUpload,
  listUploads,
  readUploadForm,
  storeUpload,
} from "./uploads.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** A browser's multipart post of `file` (and a text field), as the route receives it. */
function post(file: { bytes: Uint8Array; name: string; type?: string } | null) {
  const form = new FormData();
  form.set("name", "Ana Popescu");
  if (file)
    form.set("cv", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "" }));
  return new Request("http://coperta.test/cariere/x", { method: "POST", body: form });
}

async function check(file: Parameters<typeof post>[0], purpose: "cv" | "manuscript" = "cv") {
  const upload = await readUploadForm(post(file), purpose);
  if (!upload.ok) throw new Error("the form was refused");
  expect(upload.form.get("name")).toBe("Ana Popescu");
  return checkUploadedFile(upload.form.get("cv"), purpose);
}

describe("an uploaded file", () => {
  it("is accepted as a PDF or a DOCX whatever the browser called it", async () => {
    const pdf = await check({ bytes: makePdf(), name: "CV Ana.pdf", type: "application/pdf" });
    expect(pdf).toMatchObject({
      ok: true,
      file: { type: "pdf", fileName: "CV Ana.pdf", contentType: "application/pdf" },
    });
    const docx = await check({ bytes: makeDocx(), name: "roman", type: "" });
    expect(docx).toMatchObject({
      ok: true,
      file: {
        type: "docx",
        fileName: "roman.docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      },
    });
  });

  it("is refused with the Romanian message when it is not a PDF or a DOCX", async () => {
    const wrongType = { ok: false, status: 400, message: "Acceptăm doar fișiere PDF sau DOCX." };
    // Named and declared a PDF, but text.
    expect(
      await check({
        bytes: Buffer.from("Nu sunt un PDF."),
        name: "cv.pdf",
        type: "application/pdf",
      }),
    ).toEqual(wrongType);
    // A ZIP is not a Word document, even named so.
    expect(
      await check({ bytes: makeZip({ "a.txt": "x" }), name: "cv.docx", type: "application/zip" }),
    ).toEqual(wrongType);
  });

  it("is missing when no file was chosen", async () => {
    const missing = {
      ok: false,
      status: 400,
      message: "Atașează CV-ul (PDF sau DOCX, cel mult 5 MB).",
    };
    expect(await check(null)).toEqual(missing);
    // What a browser sends for an empty file input: an empty part without a name.
    expect(await check({ bytes: new Uint8Array(), name: "" })).toEqual(missing);
  });

  it("is refused over its purpose's size, with the field message or a 413", async () => {
    const justOver = Buffer.concat([makePdf(), Buffer.alloc(UPLOAD_LIMITS.cv.maxBytes)]);
    expect(await check({ bytes: justOver, name: "cv.pdf" })).toEqual({
      ok: false,
      status: 413,
      message: "Fișierul depășește 5 MB. Trimite un fișier mai mic.",
    });
    // The same file is a manuscript's right size.
    expect(await check({ bytes: justOver, name: "carte.pdf" }, "manuscript")).toMatchObject({
      ok: true,
    });
    // Far over: the body is not read past the limit at all.
    const huge = Buffer.alloc(UPLOAD_LIMITS.cv.maxBytes + UPLOAD_FORM_OVERHEAD_BYTES + 1);
    expect(await readUploadForm(post({ bytes: huge, name: "cv.pdf" }), "cv")).toEqual({
      ok: false,
      refused: "file-too-large",
    });
    const declared = new Request("http://coperta.test/cariere/x", {
      method: "POST",
      headers: {
        "Content-Length": String(30 * 1024 * 1024),
        "Content-Type": "multipart/form-data; boundary=x",
      },
      body: "x",
    });
    expect(await readUploadForm(declared, "manuscript")).toEqual({
      ok: false,
      refused: "file-too-large",
    });
  });

  it("comes only in a multipart body: another form gets the plain forms' limit", async () => {
    const urlencoded = (bytes: number) =>
      new Request("http://coperta.test/publica-o-carte", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=&".repeat(Math.ceil(bytes / 3)),
      });
    // A small one is read as any form (the route then asks for the file)...
    const small = await readUploadForm(urlencoded(1024), "manuscript");
    expect(small.ok).toBe(true);
    // ...a large one is refused before it is parsed: 20 MB of empty fields took seconds.
    // It carries no file, so what was too long is its text.
    expect(await readUploadForm(urlencoded(FORM_BODY_LIMIT + 1), "manuscript")).toEqual({
      ok: false,
      refused: "form-too-large",
    });
  });

  it("is not blamed when the form's text is what was refused", async () => {
    const withCv = () => {
      const form = new FormData();
      form.set("cv", new File([new Uint8Array(makePdf())], "cv.pdf"));
      return form;
    };
    const longText = withCv();
    longText.set("message", "a".repeat(MULTIPART_LIMITS.fieldSize + 1));
    expect(
      await readUploadForm(await browserPost("http://coperta.test/cariere/x", longText), "cv"),
    ).toEqual({
      ok: false,
      refused: "form-too-large",
    });
    const manyParts = withCv();
    for (let i = 0; i < MULTIPART_LIMITS.parts; i++) manyParts.set(`camp${i}`, "x");
    expect(
      await readUploadForm(await browserPost("http://coperta.test/cariere/x", manyParts), "cv"),
    ).toEqual({
      ok: false,
      refused: "form-too-large",
    });
    // A body over the file's room is still the file's fault.
    const big = new FormData();
    big.set(
      "cv",
      new File([new Uint8Array(UPLOAD_LIMITS.cv.maxBytes + UPLOAD_FORM_OVERHEAD_BYTES)], "cv.pdf"),
    );
    expect(
      await readUploadForm(await browserPost("http://coperta.test/cariere/x", big), "cv"),
    ).toEqual({
      ok: false,
      refused: "file-too-large",
    });
  });

  it("fits, with its form, under the server's limit for any body", () => {
    for (const { maxBytes } of Object.values(UPLOAD_LIMITS)) {
      expect(maxBytes + UPLOAD_FORM_OVERHEAD_BYTES).toBeLessThanOrEqual(MAX_DECLARED_BODY_BYTES);
    }
  });

  it("is stored with its digest and read back byte for byte", async () => {
    const bytes = makePdf("Stored");
    const checked = await check({ bytes, name: "../../etc/passwd.pdf" });
    if (!checked.ok) throw new Error("refused");
    const id = await storeUpload(database.db, "cv", checked.file);
    const stored = await findUpload(database.db, id);
    expect(stored).toMatchObject({
      purpose: "cv",
      fileName: "passwd.pdf",
      contentType: "application/pdf",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
    expect(Buffer.from(stored!.data).equals(bytes)).toBe(true);
    const [listed] = await listUploads(database.db, 1);
    expect(listed).toMatchObject({ id, fileName: "passwd.pdf" });
    expect(listed).not.toHaveProperty("data");
  });
});

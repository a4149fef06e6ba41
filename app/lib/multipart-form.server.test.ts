import { describe, expect, it } from "vitest";
import { MULTIPART_LIMITS, MultipartRefusal, parseMultipart } from "./multipart-form.server";
import { readForm } from "./request-body.server";

/** A form's bytes and Content-Type as a browser would send them. */
async function encoded(form: FormData) {
  const response = new Response(form);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get("Content-Type") ?? "",
  };
}

async function entries(form: FormData) {
  const out: unknown[] = [];
  for (const [name, value] of form) {
    out.push(
      typeof value === "string"
        ? [name, value]
        : [name, value.name, value.type, value.size, await value.text()],
    );
  }
  return out;
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MultipartRefusal) return error.reason;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("multipart forms", () => {
  it("read as the platform reads them: Romanian text, UTF-8 file names, an empty file input", async () => {
    const form = new FormData();
    form.append("nume", "Ștefan Țăranu");
    form.append("mesaj", "Bună ziua,\r\nvă trimit manuscrisul „Lacul”.");
    form.append(
      "manuscris",
      new File(["%PDF-1.7 conținut"], "Lacul – Ștefan.pdf", { type: "application/pdf" }),
    );
    form.append("anexa", new File([], "", { type: "application/octet-stream" }));
    form.append("nume", "al doilea");
    const { bytes, type } = await encoded(form);
    const platform = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    const ours = await parseMultipart(bytes, type);
    expect(await entries(ours)).toEqual(await entries(platform));
    expect((ours.get("manuscris") as File).name).toBe("Lacul – Ștefan.pdf");
  });

  it("refuse more parts than a shop form has, however small the body", async () => {
    const form = new FormData();
    for (let i = 0; i < 10_000; i++) form.append("x", "");
    const { bytes, type } = await encoded(form);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refusal(parseMultipart(bytes, type))).toBe("too-many-parts");

    const withFiles = new FormData();
    for (let i = 0; i <= MULTIPART_LIMITS.files; i++)
      withFiles.append("cv", new File(["a"], `${i}.pdf`));
    const many = await encoded(withFiles);
    expect(await refusal(parseMultipart(many.bytes, many.type))).toBe("too-many-parts");

    const upload = new Request("http://shop.test/cariere/1", {
      method: "POST",
      headers: { "Content-Type": type },
      body: bytes,
    });
    const answer = await readForm(upload, 20 * 1024 * 1024).catch((error: unknown) => error);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(413);
  });

  it("refuse a text field past its size, and answer 400 to what is not multipart", async () => {
    const form = new FormData();
    form.append("mesaj", "a".repeat(MULTIPART_LIMITS.fieldSize + 1));
    const { bytes, type } = await encoded(form);
    expect(await refusal(parseMultipart(bytes, type))).toBe("field-too-large");

    expect(await refusal(parseMultipart(bytes, "multipart/form-data"))).toBe("unreadable");
    // A body cut off inside its file (a dropped upload) is unreadable, and nothing else.
    const upload = new FormData();
    upload.append("nume", "Ana");
    upload.append("cv", new File([new Uint8Array(200_000).fill(65)], "cv.pdf"));
    const whole = await encoded(upload);
    expect(await refusal(parseMultipart(whole.bytes.subarray(0, 150_000), whole.type))).toBe(
      "unreadable",
    );

    const garbage = new Request("http://shop.test/cariere/1", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=abc" },
      body: "--abc\r\nfără antet\r\n",
    });
    const answer = await readForm(garbage).catch((error: unknown) => error);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
  });
});

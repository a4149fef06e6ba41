import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT, readBody, readForm, readJson } from "./request-body.server";

const CHUNK = 64 * 1024;

/** A POST whose body is made lazily, chunk by chunk, as a client streaming it would send it. */
function streamedRequest(totalBytes: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(32));
    },
  });
  const request = new Request("http://shop.test/api/cart/quote", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown answer");
}

describe("request bodies", () => {
  it("stop a streamed body (no Content-Length) at the limit with 413, reading no further", async () => {
    const { request, pulled } = streamedRequest(300 * 1024 * 1024);
    const answer = await thrownResponse(readJson(request));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      error: { code: "payload_too_large", message: "Cererea este prea mare." },
    });
    // The limit plus what the stream had queued ahead, not 300 MB.
    expect(pulled()).toBeLessThanOrEqual(JSON_BODY_LIMIT + 3 * CHUNK);
  });

  it("refuse a declared length above the limit without reading", async () => {
    const { request, pulled } = streamedRequest(10 * CHUNK);
    const declared = new Request(request, {
      headers: { "Content-Length": String(JSON_BODY_LIMIT + 1) },
    });
    expect((await thrownResponse(readBody(declared, JSON_BODY_LIMIT))).status).toBe(413);
    // At most what the stream had queued ahead on its own.
    expect(pulled()).toBeLessThanOrEqual(2 * CHUNK);
  });

  it("read JSON and forms within the limit, and answer 400 to what they are not", async () => {
    const post = (body: string, type: string) =>
      new Request("http://shop.test/x", {
        method: "POST",
        body,
        headers: { "Content-Type": type },
      });
    expect(await readJson(post('{"lines":[{"id":1,"quantity":2}]}', "application/json"))).toEqual({
      lines: [{ id: 1, quantity: 2 }],
    });
    const bad = await thrownResponse(readJson(post("{nu", "application/json")));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_json");
    const form = await readForm(
      post("nume=%C8%98tefan&judet=Ia%C8%99i", "application/x-www-form-urlencoded"),
    );
    expect(Object.fromEntries(form)).toEqual({ nume: "Ștefan", judet: "Iași" });
    const notForm = await thrownResponse(readForm(post("{}", "application/json")));
    expect(notForm.status).toBe(400);
    expect(await readJson(post('{"a":1}', "application/merge-patch+json; charset=utf-8"))).toEqual({
      a: 1,
    });
  });

  it("read JSON only when it is sent as JSON: 415 otherwise, as another site's form would", async () => {
    for (const type of [
      null,
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/jsonp",
    ]) {
      const request = new Request("http://shop.test/x", {
        method: "POST",
        body: '{"email":"a@b.ro","x":"="}',
        ...(type ? { headers: { "Content-Type": type } } : {}),
      });
      if (!type) request.headers.delete("Content-Type");
      const answer = await thrownResponse(readJson(request));
      expect(answer.status, String(type)).toBe(415);
      expect((await answer.json()).error.code).toBe("unsupported_media_type");
    }
  });

  it("hand on only text PostgreSQL can store: no NUL, no lone surrogate", async () => {
    const post = (body: BodyInit, type?: string) =>
      new Request("http://shop.test/x", {
        method: "POST",
        body,
        ...(type ? { headers: { "Content-Type": type } } : {}),
      });
    expect(
      await readJson(
        post(
          '{"nume":"Ana\\u0000","linii":[{"nota":"a\\u0000b"}],"cale":"c:\\\\u0000"}',
          "application/json",
        ),
      ),
    ).toEqual({ nume: "Ana", linii: [{ nota: "ab" }], cale: "c:\\u0000" });
    // A lone surrogate is not text (jsonb refuses it): it becomes U+FFFD; a pair is kept.
    expect(
      await readJson(
        post('{"strada":"A\\ud800b","x":"\\udc00","zambet":"\\ud83d\\ude00"}', "application/json"),
      ),
    ).toEqual({ strada: "A\uFFFDb", x: "\uFFFD", zambet: "😀" });
    const form = await readForm(
      post("nume=Ana%00&mesaj=bun%00%C4%83&n%00=1", "application/x-www-form-urlencoded"),
    );
    expect([...form]).toEqual([
      ["nume", "Ana"],
      ["mesaj", "bună"],
      ["n", "1"],
    ]);
    const files = new FormData();
    files.append("cv", new File(["%PDF-1.7"], "cv\u0000.pdf", { type: "application/pdf" }));
    files.append("nume", "Ion\u0000");
    const multipart = await readForm(post(files));
    expect(multipart.get("nume")).toBe("Ion");
    const cv = multipart.get("cv") as File;
    expect(cv.name).toBe("cv.pdf");
    expect(await cv.text()).toBe("%PDF-1.7");
  });

  it("are read nowhere else: no route or module reads a body on its own", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) visit(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|^request-body\.server\.ts$/.test(name)) {
          const source = readFileSync(file, "utf8");
          if (/\brequest\.(json|text|formData|arrayBuffer|blob|bytes)\(/.test(source)) {
            offenders.push(path.relative(root, file));
          }
        }
      }
    };
    visit(path.join(root, "app"));
    visit(path.join(root, "server"));
    expect(offenders).toEqual([]);
  });
});

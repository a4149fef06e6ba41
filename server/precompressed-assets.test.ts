// The hashed assets as the whole application serves them: the precompressed sibling for the
// negotiated encoding, sent as built (never compressed again on the way out).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../app/lib/env.server";
import type { DatabaseHandle } from "../db/client.server";
import { createTestDatabase } from "../db/testing";
import { createApp } from "./app";
import { precompressDirectory } from "./precompress";

const SCRIPT = "entry-Ab12_cd.js";
const source = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) => `export const label${i} = "Adaugă în coș: cartea ${i}";\n`,
  ).join(""),
);
let clientDir = "";
let database: DatabaseHandle;
let base = "";
let close: () => void;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "coperta-assets-"));
  const assets = path.join(clientDir, "assets");
  mkdirSync(assets);
  writeFileSync(path.join(assets, SCRIPT), source);
  writeFileSync(path.join(assets, "tiny-x1.js"), "export{};");
  writeFileSync(path.join(assets, "cover-x1.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await precompressDirectory(assets);
  database = await createTestDatabase();
  const app = createApp({
    env: parseEnv({ LOG_LEVEL: "silent" }),
    logger: pino({ level: "silent" }),
    database,
    build: () => Promise.reject(new Error("no pages in this test")),
    clientDir,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The answer's bytes as sent (fetch would decode them). */
function get(
  url: string,
  headers: Record<string, string>,
  method = "GET",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

const sibling = (extension: string) =>
  readFileSync(path.join(clientDir, "assets", SCRIPT + extension));

describe("precompressed assets", () => {
  it("were written at the highest levels, smaller than the file, and only where smaller", () => {
    expect(brotliDecompressSync(sibling(".br")).equals(source)).toBe(true);
    expect(gunzipSync(sibling(".gz")).equals(source)).toBe(true);
    expect(sibling(".br").length).toBeLessThan(sibling(".gz").length);
    expect(() => readFileSync(path.join(clientDir, "assets", "tiny-x1.js.br"))).toThrow();
    expect(() => readFileSync(path.join(clientDir, "assets", "cover-x1.png.gz"))).toThrow();
  });

  it("are written once: a second pass (after the server build) leaves them as they are", async () => {
    const totals = await precompressDirectory(path.join(clientDir, "assets"));
    expect(totals.files).toBe(0);
    expect(brotliDecompressSync(sibling(".br")).equals(source)).toBe(true);
  });

  it("answer brotli, gzip or the file itself as Accept-Encoding asks, cached for a year", async () => {
    const cases = [
      { accept: "gzip, deflate, br, zstd", encoding: "br", body: sibling(".br") },
      { accept: "gzip;q=1, br;q=0.5", encoding: "gzip", body: sibling(".gz") },
      { accept: "gzip", encoding: "gzip", body: sibling(".gz") },
      { accept: "identity", encoding: undefined, body: source },
      { accept: "br;q=0, gzip;q=0", encoding: undefined, body: source },
    ];
    for (const { accept, encoding, body } of cases) {
      const response = await get(`/assets/${SCRIPT}`, { "Accept-Encoding": accept });
      expect(response.status, accept).toBe(200);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      // Exactly the bytes on disk: nothing compressed them a second time on the way out.
      expect(response.body.equals(body), accept).toBe(true);
      expect(response.headers["content-length"], accept).toBe(String(body.length));
      expect(response.headers["content-type"], accept).toMatch(/^text\/javascript/);
      expect(response.headers.vary, accept).toMatch(/Accept-Encoding/i);
      expect(response.headers["cache-control"], accept).toBe("public, max-age=31536000, immutable");
    }
  });

  it("answer 304 to the ETag of the same encoding, and each encoding has its own", async () => {
    const br = await get(`/assets/${SCRIPT}`, { "Accept-Encoding": "br" });
    const gzip = await get(`/assets/${SCRIPT}`, { "Accept-Encoding": "gzip" });
    const etag = br.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(gzip.headers.etag).not.toBe(etag);
    const again = await get(`/assets/${SCRIPT}`, {
      "Accept-Encoding": "br",
      "If-None-Match": etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await get(`/assets/${SCRIPT}`, {
      "Accept-Encoding": "gzip",
      "If-None-Match": etag,
    });
    expect(otherEncoding.status).toBe(200);
  });

  it("answer HEAD with the headers only", async () => {
    const head = await get(`/assets/${SCRIPT}`, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leave files without siblings to the static files", async () => {
    const png = await get("/assets/cover-x1.png", { "Accept-Encoding": "br" });
    expect(png.status).toBe(200);
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers["cache-control"]).toContain("immutable");
    const tiny = await get("/assets/tiny-x1.js", { "Accept-Encoding": "br" });
    expect(tiny.status).toBe(200);
    expect(tiny.body.toString()).toBe("export{};");
  });
});

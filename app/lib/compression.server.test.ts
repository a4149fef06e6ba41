import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  COMPRESSION_THRESHOLD,
  encodeWhole,
  negotiateEncoding,
  WHOLE_BODY_CHUNK,
} from "./compression.server";

const page = Buffer.from(
  `<!DOCTYPE html><html lang="ro"><body>${"<p>Cărți, autori și edituri</p>".repeat(200)}</body></html>`,
);

async function encode(acceptEncoding: string | null, body = page, headers = new Headers()) {
  const request = new Request("http://localhost/carti", {
    headers: acceptEncoding === null ? {} : { "Accept-Encoding": acceptEncoding },
  });
  return { encoded: await encodeWhole(body, request, headers), headers };
}

describe("encodeWhole", () => {
  it("compresses a page in the negotiated encoding, with its length", async () => {
    for (const [accept, encoding, decode] of [
      ["br", "br", brotliDecompressSync],
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["deflate, gzip;q=0.5", "gzip", gunzipSync],
    ] as const) {
      const { encoded, headers } = await encode(accept);
      expect(headers.get("Content-Encoding"), accept).toBe(encoding);
      expect(headers.get("Content-Length"), accept).toBe(String(encoded.length));
      expect(encoded.length, accept).toBeLessThan(page.length / 5);
      expect(decode(encoded).equals(page), accept).toBe(true);
      expect(headers.get("Vary"), accept).toBe("Accept-Encoding");
    }
  });

  it("sends the page as it is when the client accepts no compression", async () => {
    for (const accept of [null, "identity", "deflate", "br;q=0, gzip;q=0"]) {
      const { encoded, headers } = await encode(accept);
      expect(encoded, String(accept)).toBe(page);
      expect(headers.get("Content-Encoding"), String(accept)).toBeNull();
      expect(headers.get("Content-Length"), String(accept)).toBe(String(page.length));
      expect(headers.get("Vary"), String(accept)).toBe("Accept-Encoding");
    }
  });

  it("leaves a body below the threshold as it is", async () => {
    const small = Buffer.from("x".repeat(COMPRESSION_THRESHOLD - 1));
    const { encoded, headers } = await encode("br", small);
    expect(encoded).toBe(small);
    expect(headers.get("Content-Encoding")).toBeNull();
    expect(headers.get("Content-Length")).toBe(String(small.length));
  });

  it("adds Accept-Encoding to the Vary a route set, once", async () => {
    const cookie = await encode("br", page, new Headers({ Vary: "Cookie" }));
    expect(cookie.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    const both = await encode("br", page, new Headers({ Vary: "accept-encoding, Cookie" }));
    expect(both.headers.get("Vary")).toBe("accept-encoding, Cookie");
  });

  it("compresses a page larger than one round of zlib whole", async () => {
    // Random bytes as text barely compress: the output overflows the first output buffer.
    const letters = randomBytes(2 * WHOLE_BODY_CHUNK).toString("base64");
    const large = Buffer.from(`<p>${letters}</p>`);
    for (const [accept, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const { encoded } = await encode(accept, large);
      expect(encoded.length, accept).toBeGreaterThan(WHOLE_BODY_CHUNK);
      expect(decode(encoded).equals(large), accept).toBe(true);
    }
  });
});

describe("negotiateEncoding", () => {
  it("prefers br, then gzip, and honours q-values", () => {
    expect(negotiateEncoding("gzip, br")).toBe("br");
    expect(negotiateEncoding("br;q=0.1, gzip")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("made-up")).toBe("identity");
  });
});

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { negotiatedBody, preferredEncoding } from "./compressed-body.server";

describe("preferredEncoding", () => {
  it("prefers br, honours q-values and refusals", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding(null)).toBeNull();
  });
});

describe("negotiatedBody", () => {
  const body = `<!DOCTYPE html>${"<p>Moara cu noroc, 49,99 lei</p>".repeat(200)}`;
  const request = (acceptEncoding?: string) =>
    new Request("http://shop.test/carti", {
      headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
    });

  it("compresses for a client that accepts it, and the bytes decompress to the body", async () => {
    const headers = new Headers();
    const gz = await negotiatedBody(request("gzip"), body, '"e1"', headers);
    expect(headers.get("Content-Encoding")).toBe("gzip");
    expect(headers.get("Vary")).toBe("Accept-Encoding");
    expect(headers.get("Content-Length")).toBe(String((gz as Uint8Array).byteLength));
    expect(gunzipSync(gz as Uint8Array).toString()).toBe(body);
    const brHeaders = new Headers();
    const br = await negotiatedBody(request("br"), body, '"e1"', brHeaders);
    expect(brHeaders.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(br as Uint8Array).toString()).toBe(body);
  });

  it("serves the same compressed bytes again for the same ETag", async () => {
    const first = await negotiatedBody(request("gzip"), body, '"e2"', new Headers());
    const second = await negotiatedBody(request("gzip"), body, '"e2"', new Headers());
    expect(second).toBe(first);
  });

  it("sends small bodies and clients without an encoding the text as it is", async () => {
    const headers = new Headers();
    expect(await negotiatedBody(request(), body, '"e3"', headers)).toBe(body);
    expect(headers.get("Content-Encoding")).toBeNull();
    expect(headers.get("Content-Length")).toBe(String(Buffer.byteLength(body)));
    expect(await negotiatedBody(request("gzip"), "{}", '"e4"', new Headers())).toBe("{}");
  });
});

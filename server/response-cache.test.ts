import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ResponseCache, sharedMaxAge } from "./response-cache";

let clock = 1_000_000;
const cache = new ResponseCache({ maxBytes: 1024 * 1024, now: () => clock });
const renders = new Map<string, number>();
let base = "";
let close: () => void;

function rendered(path: string): number {
  const count = (renders.get(path) ?? 0) + 1;
  renders.set(path, count);
  return count;
}

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader("X-Request-Id", String(Math.random()));
    next();
  });
  app.use(cache.middleware());
  app.use(compression({ threshold: 0 }));
  app.get("/public", (req, res) => {
    const n = rendered("/public");
    res.set({ "Cache-Control": "public, max-age=60", ETag: `"v${n}"` });
    res.type("html").send(`<p>pagina ${n} ${req.query.q ?? ""} ${"ș".repeat(2000)}</p>`);
  });
  app.get("/private", (_req, res) => {
    res.set("Cache-Control", "private, max-age=60").send(`privat ${rendered("/private")}`);
  });
  app.get("/cookie", (_req, res) => {
    res
      .set("Cache-Control", "public, max-age=60")
      .cookie("a", "b")
      .send(`${rendered("/cookie")}`);
  });
  app.get("/missing", (_req, res) => {
    res
      .set("Cache-Control", "public, max-age=60")
      .status(404)
      .send(`${rendered("/missing")}`);
  });
  app.get("/vary", (_req, res) => {
    res.set({ "Cache-Control": "public, max-age=60", Vary: "Cookie" });
    res.send(`${rendered("/vary")}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
beforeEach(() => {
  cache.clear();
  renders.clear();
});

describe("the shared response cache", () => {
  it("answers a public page again from memory, same bytes, until its max-age", async () => {
    const first = await fetch(`${base}/public`);
    const firstBody = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    const second = await fetch(`${base}/public`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("etag")).toBe('"v1"');
    expect(second.headers.get("content-type")).toMatch(/text\/html/);
    expect(renders.get("/public")).toBe(1);

    clock += 30_000;
    const aged = await fetch(`${base}/public`);
    expect(aged.headers.get("age")).toBe("30");
    clock += 31_000;
    const expired = await fetch(`${base}/public`);
    expect(expired.headers.get("x-cache")).toBe("MISS");
    expect(await expired.text()).toContain("pagina 2");
  });

  it("keeps each address and each Accept-Encoding apart, compressed as first sent", async () => {
    await fetch(`${base}/public?q=a`);
    expect(await (await fetch(`${base}/public?q=b`)).text()).toContain("pagina 2 b");
    const gzipped = await fetch(`${base}/public?q=a`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("x-cache")).toBe("MISS");
    const again = await fetch(`${base}/public?q=a`, { headers: { "Accept-Encoding": "gzip" } });
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("content-encoding")).toBe("gzip");
    // fetch decompresses: the kept bytes are a valid gzip of the page.
    expect(await again.text()).toContain("pagina 3 a");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    await fetch(`${base}/public`);
    const conditional = await fetch(`${base}/public`, { headers: { "If-None-Match": '"v1"' } });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get("etag")).toBe('"v1"');
    expect(await conditional.text()).toBe("");
  });

  it("never keeps private answers, cookies, errors, other Vary or other methods", async () => {
    for (const path of ["/private", "/cookie", "/missing", "/vary"]) {
      await fetch(`${base}${path}`);
      const again = await fetch(`${base}${path}`);
      expect(again.headers.get("x-cache"), path).toBe("MISS");
      expect(renders.get(path), path).toBe(2);
    }
    await fetch(`${base}/public`, { headers: { Authorization: "Bearer x" } });
    expect(cache.size).toBe(0);
  });

  it("replays no per-request header", async () => {
    const first = await fetch(`${base}/public`);
    const second = await fetch(`${base}/public`);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("stays within its byte bound, dropping the least recently used", () => {
    const small = new ResponseCache({ maxBytes: 250 });
    const entry = (n: number) => ({
      status: 200,
      headers: [],
      etag: undefined,
      body: Buffer.alloc(100, n),
    });
    small.store("a", entry(1), 60);
    small.store("b", entry(2), 60);
    small.lookup("a");
    small.store("c", entry(3), 60);
    expect(small.storedBytes).toBe(200);
    expect(small.lookup("b")).toBeUndefined();
    expect(small.lookup("a")?.body[0]).toBe(1);
    expect(small.lookup("c")?.body[0]).toBe(3);
  });
});

describe("sharedMaxAge", () => {
  it("reads what a shared cache may keep", () => {
    expect(sharedMaxAge("public, max-age=60, stale-while-revalidate=300")).toBe(60);
    expect(sharedMaxAge("public, max-age=60, s-maxage=10")).toBe(10);
    expect(sharedMaxAge("max-age=60")).toBeNull();
    expect(sharedMaxAge("public, no-cache")).toBeNull();
    expect(sharedMaxAge("public, private, max-age=60")).toBeNull();
    expect(sharedMaxAge("public")).toBeNull();
    expect(sharedMaxAge(undefined)).toBeNull();
  });
});

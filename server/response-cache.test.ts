import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REFRESH_TIMEOUT_MS, ResponseCache, sharedFreshness } from "./response-cache";

let clock = 1_000_000;
const cache = new ResponseCache({ maxBytes: 1024 * 1024, now: () => clock });
const renders = new Map<string, number>();
let base = "";
let close: () => void;
let appVersion = 1;
let control: { hold: () => () => void; remove: (gone: boolean) => void };

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
  let slowRefresh: Promise<void> | null = null;
  let gone = false;
  app.get("/swr", async (_req, res) => {
    if (gone) return void res.status(404).send("nu mai există");
    const n = rendered("/swr");
    if (slowRefresh) await slowRefresh;
    res.set({ "Cache-Control": "public, max-age=60, stale-while-revalidate=300", ETag: `"s${n}"` });
    res.send(`varianta ${n}`);
  });
  control = {
    hold: () => {
      let release = () => {};
      slowRefresh = new Promise((resolve) => {
        release = () => {
          slowRefresh = null;
          resolve();
        };
      });
      return release;
    },
    remove: (value: boolean) => {
      gone = value;
    },
  };
  app.get("/versioned", (_req, res) => {
    const n = rendered("/versioned");
    res.set({
      "Cache-Control": "public, max-age=60, stale-while-revalidate=300",
      "X-Catalogue-Version": String(appVersion),
    });
    res.send(`catalog ${appVersion}, randare ${n}`);
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
  app.get("/image", (_req, res) => {
    res.set("Cache-Control", "public, max-age=60").type("image/webp");
    res.send(Buffer.from(`RIFF${rendered("/image")}`));
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
    await (await fetch(`${base}/public?q=a`)).text();
    expect(await (await fetch(`${base}/public?q=b`)).text()).toContain("pagina 2 b");
    const gzipped = await fetch(`${base}/public?q=a`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("x-cache")).toBe("MISS");
    await gzipped.text();
    const again = await fetch(`${base}/public?q=a`, { headers: { "Accept-Encoding": "gzip" } });
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("content-encoding")).toBe("gzip");
    // fetch decompresses: the kept bytes are a valid gzip of the page.
    expect(await again.text()).toContain("pagina 3 a");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    await (await fetch(`${base}/public`)).text();
    const conditional = await fetch(`${base}/public`, { headers: { "If-None-Match": '"v1"' } });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get("etag")).toBe('"v1"');
    expect(await conditional.text()).toBe("");
  });

  it("never keeps private answers, cookies, errors, other Vary, images or other methods", async () => {
    for (const path of ["/private", "/cookie", "/missing", "/vary", "/image"]) {
      await (await fetch(`${base}${path}`)).text();
      const again = await fetch(`${base}${path}`);
      expect(again.headers.get("x-cache"), path).toBe("MISS");
      expect(renders.get(path), path).toBe(2);
    }
    await fetch(`${base}/public`, { headers: { Authorization: "Bearer x" } });
    expect(cache.size).toBe(0);
  });

  it("replays no per-request header", async () => {
    const first = await fetch(`${base}/public`);
    await first.text();
    const second = await fetch(`${base}/public`);
    expect(second.headers.get("x-cache")).toBe("HIT");
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
    const freshness = { maxAge: 60, staleWhileRevalidate: 0 };
    const body = (key: string) => {
      const found = small.lookup(key);
      return found.kind === "miss" ? undefined : found.entry.body[0];
    };
    small.store("a", entry(1), freshness);
    small.store("b", entry(2), freshness);
    small.lookup("a");
    small.store("c", entry(3), freshness);
    expect(small.storedBytes).toBe(200);
    expect(body("b")).toBeUndefined();
    expect(body("a")).toBe(1);
    expect(body("c")).toBe(3);
  });
});

/** Caches /swr, lets it expire, and holds the request that went through to refresh it. */
async function expireAndStartSlowRefresh() {
  await (await fetch(`${base}/swr`)).text();
  clock += 61_000;
  const release = control.hold();
  const refreshing = fetch(`${base}/swr`);
  await expect.poll(() => renders.get("/swr")).toBe(2);
  return { release, refreshing };
}

describe("stale-while-revalidate", () => {
  it("lets one request refresh an expired page while the others get the stale copy", async () => {
    const { release, refreshing } = await expireAndStartSlowRefresh();
    const meanwhile = await fetch(`${base}/swr`);
    expect(meanwhile.headers.get("x-cache")).toBe("STALE");
    expect(await meanwhile.text()).toBe("varianta 1");
    expect(renders.get("/swr")).toBe(2);
    release();
    expect(await (await refreshing).text()).toBe("varianta 2");
    const after = await fetch(`${base}/swr`);
    expect(after.headers.get("x-cache")).toBe("HIT");
    expect(await after.text()).toBe("varianta 2");
  });

  it("lets another request try when a refresh takes too long", async () => {
    const { release, refreshing: slow } = await expireAndStartSlowRefresh();
    clock += REFRESH_TIMEOUT_MS;
    const second = fetch(`${base}/swr`);
    await expect.poll(() => renders.get("/swr")).toBe(3);
    release();
    // Read the answers whole: the cache stores when the answer has finished.
    expect(await Promise.all([slow, second].map(async (r) => (await r).text()))).toEqual([
      "varianta 2",
      "varianta 3",
    ]);
  });

  it("drops the stale copy when the refresh is no longer a page to keep", async () => {
    await (await fetch(`${base}/swr`)).text();
    clock += 61_000;
    control.remove(true);
    try {
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(`${base}/swr`);
        expect(answer.status).toBe(404);
        expect(await answer.text()).toBe("nu mai există");
      }
    } finally {
      control.remove(false);
    }
  });

  it("serves nothing past max-age plus stale-while-revalidate", async () => {
    await (await fetch(`${base}/swr`)).text();
    clock += 361_000;
    const late = await fetch(`${base}/swr`);
    expect(late.headers.get("x-cache")).toBe("MISS");
    expect(await late.text()).toBe("varianta 2");
  });
});

describe("catalogue versions", () => {
  it("keep the internal version header from clients", async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${base}/versioned`);
      expect(answer.headers.get("x-catalogue-version")).toBeNull();
      await answer.text();
    }
    expect(renders.get("/versioned")).toBe(1);
  });

  it("refresh an answer built from another catalogue, one request at a time", async () => {
    appVersion = 1;
    cache.setCatalogueVersion(1);
    await (await fetch(`${base}/versioned`)).text();
    expect((await fetch(`${base}/versioned`)).headers.get("x-cache")).toBe("HIT");

    // The database moved on, this instance's pages not yet: the refresh still says version 1.
    cache.setCatalogueVersion(2);
    expect(await (await fetch(`${base}/versioned`)).text()).toBe("catalog 1, randare 2");
    const behind = await fetch(`${base}/versioned`);
    expect(behind.headers.get("x-cache")).toBe("MISS");
    await behind.text();

    appVersion = 2;
    expect(await (await fetch(`${base}/versioned`)).text()).toBe("catalog 2, randare 4");
    const current = await fetch(`${base}/versioned`);
    expect(current.headers.get("x-cache")).toBe("HIT");
    expect(await current.text()).toBe("catalog 2, randare 4");
  });
});

describe("sharedFreshness", () => {
  it("reads what a shared cache may keep, and for how long", () => {
    expect(sharedFreshness("public, max-age=60, stale-while-revalidate=300")).toEqual({
      maxAge: 60,
      staleWhileRevalidate: 300,
    });
    expect(sharedFreshness("public, max-age=60, s-maxage=10")).toEqual({
      maxAge: 10,
      staleWhileRevalidate: 0,
    });
    expect(sharedFreshness("max-age=60")).toBeNull();
    expect(sharedFreshness("public, no-cache")).toBeNull();
    expect(sharedFreshness("public, private, max-age=60")).toBeNull();
    expect(sharedFreshness("public")).toBeNull();
    expect(sharedFreshness(undefined)).toBeNull();
  });
});

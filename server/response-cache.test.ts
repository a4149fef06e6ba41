import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { normaliseAcceptEncoding } from "./content-encoding";
import { REFRESH_TIMEOUT_MS, RETRY_AFTER_ERROR_MS, ResponseCache } from "./response-cache";

let clock = 1_000_000;
const cache = new ResponseCache({ maxBytes: 1024 * 1024, now: () => clock });
const renders = new Map<string, number>();
let base = "";
let close: () => void;
let appVersion = 1;
let control: {
  hold: () => () => void;
  remove: (gone: boolean) => void;
  fail: (failing: boolean) => void;
};

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
  app.use(normaliseAcceptEncoding(), cache.middleware(), compression({ threshold: 0 }));
  app.get("/public", (req, res) => {
    const n = rendered("/public");
    res.set({ "Cache-Control": "public, max-age=60", ETag: `"v${n}"` });
    res.type("html").send(`<p>pagina ${n} ${req.query.q ?? ""} ${"ș".repeat(2000)}</p>`);
  });
  let slowRefresh: Promise<void> | null = null;
  let gone = false;
  let failing = false;
  app.get("/swr", async (_req, res) => {
    if (gone) return void res.status(404).send("nu mai există");
    if (failing) {
      rendered("/swr failed");
      return void res.status(500).type("html").send("<p>baza de date lipsește</p>");
    }
    const n = rendered("/swr");
    if (slowRefresh) await slowRefresh;
    res.set({
      "Cache-Control": "public, max-age=60, stale-while-revalidate=300, stale-if-error=3600",
      ETag: `"s${n}"`,
    });
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
    fail: (value: boolean) => {
      failing = value;
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

  it("forgets one path's answers (every query and encoding), and only those", async () => {
    await fetch(`${base}/public`);
    await fetch(`${base}/public?q=1`, { headers: { "Accept-Encoding": "gzip" } });
    await fetch(`${base}/swr`);
    expect(cache.forgetPaths(["/public"])).toBe(2);
    expect((await fetch(`${base}/public`)).headers.get("x-cache")).toBe("MISS");
    expect((await fetch(`${base}/swr`)).headers.get("x-cache")).toBe("HIT");
  });

  it("keeps each address and each negotiated encoding apart, compressed as first sent", async () => {
    await (await fetch(`${base}/public?q=a`, { headers: { "Accept-Encoding": "br" } })).text();
    expect(await (await fetch(`${base}/public?q=b`)).text()).toContain("pagina 2 b");
    const gzipped = await fetch(`${base}/public?q=a`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("x-cache")).toBe("MISS");
    await gzipped.text();
    // Another spelling of the same choice is the same entry.
    const again = await fetch(`${base}/public?q=a`, {
      headers: { "Accept-Encoding": "gzip;q=0.9, identity;q=0.1, x-made-up" },
    });
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("content-encoding")).toBe("gzip");
    // fetch decompresses: the kept bytes are a valid gzip of the page.
    expect(await again.text()).toContain("pagina 3 a");
  });

  it("cannot be grown, or emptied, by made-up Accept-Encoding values", async () => {
    for (const path of ["/public?q=1", "/public?q=2"]) {
      await (await fetch(`${base}${path}`)).text();
    }
    const warm = cache.size;
    for (let i = 0; i < 450; i++) {
      const spelling =
        i % 3 === 0 ? `x-${i}` : i % 3 === 1 ? `gzip;q=0.${i % 9}, x-${i}` : `br, y${i}`;
      const answer = await fetch(`${base}/public?q=1`, {
        headers: { "Accept-Encoding": spelling },
      });
      await answer.arrayBuffer();
    }
    // One entry per negotiated encoding at most (br, gzip, identity): the warm pages stay.
    expect(cache.size).toBeLessThanOrEqual(warm + 2);
    const warmAgain = await fetch(`${base}/public?q=2`);
    expect(warmAgain.headers.get("x-cache")).toBe("HIT");
  });

  it("answers 304 to a matching If-None-Match, weak or in a list", async () => {
    await (await fetch(`${base}/public`)).text();
    // What a browser sends when it revalidates (fetch() alone would add `no-cache`: a reload).
    for (const tag of ['"v1"', 'W/"v1"', '"v0", W/"v1"', "*"]) {
      const conditional = await fetch(`${base}/public`, {
        headers: { "If-None-Match": tag, "Cache-Control": "max-age=0" },
      });
      expect(conditional.status, tag).toBe(304);
      expect(conditional.headers.get("etag")).toBe('"v1"');
      expect(await conditional.text()).toBe("");
    }
    const reload = await fetch(`${base}/public`, {
      headers: { "If-None-Match": '"v1"', "Cache-Control": "no-cache" },
    });
    expect(reload.status).toBe(200);
    await reload.text();
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

  it("stays within its byte bound, dropping the least recently used", async () => {
    const small = new ResponseCache({ maxBytes: 3 * 3_000 });
    const app = express();
    app.use(normaliseAcceptEncoding(), small.middleware());
    app.get("/page/:n", (req, res) => {
      res.set("Cache-Control", "public, max-age=60").type("html");
      res.send(`${req.params.n}`.repeat(1_500));
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page/`;
    const state = async (n: number) => (await fetch(`${url}${n}`)).headers.get("x-cache");
    try {
      for (const n of [1, 2, 3]) expect(await state(n)).toBe("MISS");
      expect(await state(1)).toBe("HIT");
      expect(await state(4)).toBe("MISS");
      expect(small.storedBytes).toBeLessThanOrEqual(3 * 3_000);
      // 2 was the least recently used: gone; 1 was used again: kept.
      expect(await state(1)).toBe("HIT");
      expect(await state(2)).toBe("MISS");
    } finally {
      server.close();
    }
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

  it("serves the stale copy when a refresh fails, retrying after a pause (stale-if-error)", async () => {
    await (await fetch(`${base}/swr`)).text();
    clock += 400_000; // past stale-while-revalidate, within stale-if-error
    control.fail(true);
    try {
      const failed = await fetch(`${base}/swr`);
      expect(failed.status).toBe(200);
      expect(failed.headers.get("x-cache")).toBe("STALE");
      expect(failed.headers.get("etag")).toBe('"s1"');
      expect(await failed.text()).toBe("varianta 1");
      // Meanwhile the database is given a rest: the stale copy, without trying.
      const meanwhile = await fetch(`${base}/swr`);
      expect(await meanwhile.text()).toBe("varianta 1");
      expect(renders.get("/swr failed")).toBe(1);
      clock += RETRY_AFTER_ERROR_MS;
      expect(await (await fetch(`${base}/swr`)).text()).toBe("varianta 1");
      expect(renders.get("/swr failed")).toBe(2);
    } finally {
      control.fail(false);
    }
    clock += RETRY_AFTER_ERROR_MS;
    const recovered = await fetch(`${base}/swr`);
    expect(recovered.headers.get("x-cache")).toBe("MISS");
    expect(await recovered.text()).toBe("varianta 2");
    expect((await fetch(`${base}/swr`)).headers.get("x-cache")).toBe("HIT");
  });

  it("lets the error through past stale-if-error", async () => {
    await (await fetch(`${base}/swr`)).text();
    clock += 3_700_000;
    control.fail(true);
    try {
      const failed = await fetch(`${base}/swr`);
      expect(failed.status).toBe(500);
      expect(await failed.text()).toContain("baza de date lipsește");
    } finally {
      control.fail(false);
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

import { describe, expect, it } from "vitest";
import { ExpiringCache } from "./expiring-cache";

describe("ExpiringCache", () => {
  it("forgets entries once they expire", () => {
    let now = 0;
    const cache = new ExpiringCache<string>(10, 1_000, () => now);
    cache.set("a", "1");
    now = 999;
    expect(cache.get("a")).toBe("1");
    now = 1_000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most `limit` entries, dropping the least recently used", () => {
    const cache = new ExpiringCache<number>(2, 60_000);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("shares one pending load and drops a failed one", async () => {
    const cache = new ExpiringCache<Promise<number>>(10, 60_000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const [a, b] = await Promise.all([cache.memo("k", load), cache.memo("k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.memo("bad", () => Promise.reject(new Error("no")))).rejects.toThrow();
    expect(await cache.memo("bad", load)).toBe(2);
  });
});

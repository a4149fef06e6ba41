import { describe, expect, it } from "vitest";
import { approximateSize, CACHE_BUDGETS, memoryCache } from "./memory-cache.server";

const card = (id: number) => ({
  id,
  slug: `vanzarea-pe-intelesul-tuturor-${id}`,
  title: "Vânzarea pe înțelesul tuturor",
  price: 14_999,
  oldPrice: null,
  inStock: true,
  authors: [{ name: "Konrad Reinholt", slug: "konrad-reinholt" }],
});

describe("approximateSize", () => {
  it("is close to the JSON length of plain data", () => {
    const page = { total: 72, books: Array.from({ length: 24 }, (_, i) => card(i)) };
    const json = JSON.stringify(page).length;
    const size = approximateSize(page);
    expect(size).toBeGreaterThan(json * 0.8);
    expect(size).toBeLessThan(json * 1.25);
  });

  it("counts typed arrays by their bytes and strings by their length", () => {
    expect(approximateSize(new Int32Array(1000))).toBe(4000);
    expect(approximateSize("x".repeat(500))).toBe(502);
  });

  it("ends on values that refer to themselves, counting each object once", () => {
    const a: Record<string, unknown> = { name: "a" };
    a.self = a;
    const shared = { text: "y".repeat(1000) };
    expect(approximateSize(a)).toBeLessThan(40);
    expect(approximateSize([shared, shared])).toBeLessThan(1100);
  });
});

describe("memoryCache", () => {
  it("keeps values within its budget and refuses an entry over an eighth of it", async () => {
    const cache = memoryCache<string>("documents");
    const budget = CACHE_BUDGETS.documents;
    cache.set("small", "ok");
    cache.set("huge", "x".repeat(budget / 8 + 1));
    expect(cache.get("small")).toBe("ok");
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.calculatedSize).toBeLessThanOrEqual(budget);
    for (let i = 0; i < 12; i++) cache.set(`big-${i}`, "z".repeat(budget / 10));
    expect(cache.calculatedSize).toBeLessThanOrEqual(budget);
    expect(cache.get("big-11")).toBeDefined();
    expect(cache.get("big-0")).toBeUndefined();
  });

  it("shares one load between concurrent callers", async () => {
    const cache = memoryCache<number>("catalogueResults");
    let loads = 0;
    const load = async () => {
      loads++;
      return 42;
    };
    const values = await Promise.all([cache.memo("k", load), cache.memo("k", load)]);
    expect(values).toEqual([42, 42]);
    expect(loads).toBe(1);
  });
});

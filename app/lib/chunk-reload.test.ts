import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_KEY, reloadForFailedChunk } from "./chunk-reload";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, String(value)),
  };
}

describe("reloading after a failed chunk", () => {
  it("reloads once, then not again within a minute, then again after it", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    const t0 = Date.UTC(2026, 0, 10, 12);
    // Offline, the chunk failed for want of a network: the page stays.
    expect(reloadForFailedChunk({ storage, reload, now: t0, online: false })).toBe(false);
    expect(reloadForFailedChunk({ storage, reload, online: true, now: t0 })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    // The reloaded page fails the same chunk: no loop.
    expect(reloadForFailedChunk({ storage, reload, online: true, now: t0 + 1_000 })).toBe(false);
    expect(reloadForFailedChunk({ storage, reload, online: true, now: t0 + 59_999 })).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadForFailedChunk({ storage, reload, online: true, now: t0 + 60_000 })).toBe(true);
    expect(reloads).toBe(2);
  });

  it("is not stopped by a damaged or future time, and never reloads without storage", () => {
    const storage = memoryStorage();
    let reloads = 0;
    storage.setItem(CHUNK_RELOAD_KEY, "nonsense");
    expect(
      reloadForFailedChunk({ storage, online: true, reload: () => reloads++, now: 1_000_000 }),
    ).toBe(true);
    storage.setItem(CHUNK_RELOAD_KEY, String(9_000_000));
    expect(
      reloadForFailedChunk({ storage, online: true, reload: () => reloads++, now: 1_000_000 }),
    ).toBe(true);
    expect(
      reloadForFailedChunk({ storage: null, online: true, reload: () => reloads++, now: 5 }),
    ).toBe(false);
    expect(reloads).toBe(2);
  });
});

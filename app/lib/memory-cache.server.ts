// The in-memory data caches of an instance, each an LRU with a byte budget (lru-cache), so that
// every byte the app keeps beside the catalogue index is bounded and named here. They are only
// caches: any instance rebuilds their content from the database (docs/decisions/0001).
import { LRUCache } from "lru-cache";

const MB = 1024 * 1024;

/**
 * Budgets in bytes, measured as the JSON size of each value (close to its heap footprint for the
 * plain objects these hold). The shared HTTP cache has its own, RESPONSE_CACHE_MB.
 */
export const CACHE_BUDGETS = {
  /** Query results that depend only on the catalogue: product pages, list pages, menus. */
  catalogueResults: 32 * MB,
  /** Search-box answers as ready JSON, per search engine (so per catalogue version). */
  searchAnswers: 8 * MB,
  /** Bought-together lists and packs, per catalogue version, ten minutes each. */
  recommendations: 8 * MB,
  /** Generated documents (campaign rules as PDF) by their ETag: PDFs skip the HTTP layer. */
  documents: 4 * MB,
} as const;

export type CacheName = keyof typeof CACHE_BUDGETS;

/** Approximate bytes of a plain value (its JSON length); strings count their length. */
export function jsonSize(value: unknown): number {
  if (typeof value === "string") return value.length || 1;
  try {
    return JSON.stringify(value)?.length || 1;
  } catch {
    return 1024;
  }
}

interface Box<V> {
  value: V;
}

export interface MemoCache<V> {
  /** The value kept under `key`, or `load()`'s, kept; concurrent callers share one load. */
  memo(key: string, load: () => Promise<V>): Promise<V>;
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  readonly size: number;
  /** Bytes counted against the budget. */
  readonly calculatedSize: number;
}

/** A bounded cache for `name`'s budget; values may be anything, null included. */
export function memoryCache<V>(
  name: CacheName,
  options: { ttlMs?: number; sizeOf?: (value: V) => number } = {},
): MemoCache<V> {
  const sizeOf = options.sizeOf ?? jsonSize;
  const budget = CACHE_BUDGETS[name];
  const lru = new LRUCache<string, Box<V>, () => Promise<V>>({
    maxSize: budget,
    // One entry may take at most an eighth of the budget.
    maxEntrySize: budget / 8,
    sizeCalculation: (box) => Math.max(1, sizeOf(box.value)),
    ...(options.ttlMs ? { ttl: options.ttlMs } : {}),
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  return {
    async memo(key, load) {
      const box = await lru.fetch(key, { context: load });
      // fetch resolves undefined only when the entry was evicted while loading.
      return box ? box.value : load();
    },
    get: (key) => lru.get(key)?.value,
    set: (key, value) => void lru.set(key, { value }),
    delete: (key) => void lru.delete(key),
    get size() {
      return lru.size;
    },
    get calculatedSize() {
      return lru.calculatedSize;
    },
  };
}

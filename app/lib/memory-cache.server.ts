// The in-memory data caches of an instance, each an LRU with a byte budget (lru-cache), so that
// every byte the app keeps beside the catalogue index is bounded and named here. They are only
// caches: any instance rebuilds their content from the database (docs/decisions/0001).
import { LRUCache } from "lru-cache";

const MB = 1024 * 1024;

/**
 * Budgets in bytes, each value measured by `approximateSize` (about its JSON length, close to its
 * heap footprint for the plain objects these hold). The shared HTTP cache has its own,
 * RESPONSE_CACHE_MB.
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

/**
 * Approximate bytes of a plain value, close to its JSON length: strings count their length,
 * numbers 8, typed arrays their bytes, keys and punctuation a few each. It walks the value instead
 * of serialising it (a third of JSON.stringify's time, and no string to collect), and counts a
 * value reached twice once.
 */
export function approximateSize(value: unknown): number {
  let bytes = 0;
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const item = stack.pop();
    switch (typeof item) {
      case "string":
        bytes += item.length + 2;
        break;
      case "number":
      case "bigint":
        bytes += 8;
        break;
      case "boolean":
        bytes += 5;
        break;
      case "object": {
        if (item === null) {
          bytes += 4;
          break;
        }
        if (seen.has(item)) break;
        seen.add(item);
        if (ArrayBuffer.isView(item)) {
          bytes += item.byteLength;
        } else if (Array.isArray(item)) {
          bytes += 2 + item.length;
          for (const element of item) stack.push(element);
        } else {
          bytes += 2;
          const record = item as Record<string, unknown>;
          for (const key in record) {
            bytes += key.length + 4;
            stack.push(record[key]);
          }
        }
        break;
      }
      default:
        break;
    }
  }
  return Math.max(1, bytes);
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
  const sizeOf = options.sizeOf ?? approximateSize;
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

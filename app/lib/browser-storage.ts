// Lists kept in the browser's localStorage (spec keys Cos, Wishlist, Recent), read through zod.
// Whatever is stored may be corrupt, written by an older version of the shop or by another
// script: each item is validated on its own, bad items are dropped, a non-list resets to empty,
// so a damaged key never breaks a page. Every open tab sees a change at once (storage events).
import { useSyncExternalStore } from "react";
import type * as z from "zod/mini";

export interface StoredList<T> {
  readonly key: string;
  /** The current list (the same array until the stored value changes). */
  read(): T[];
  write(items: T[]): void;
  update(change: (items: T[]) => T[]): T[];
  subscribe(listener: () => void): () => void;
}

const EMPTY: never[] = [];

/** Parses a stored value: valid items kept in order, the rest dropped; non-lists become empty. */
export function parseStoredList<T>(
  raw: string | null,
  item: z.ZodMiniType<T>,
  normalise: (items: T[]) => T[] = (items) => items,
): { items: T[]; repaired: boolean } {
  if (raw === null) return { items: EMPTY, repaired: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { items: EMPTY, repaired: true };
  }
  if (!Array.isArray(value)) return { items: EMPTY, repaired: true };
  const items: T[] = [];
  for (const candidate of value) {
    const parsed = item.safeParse(candidate);
    if (parsed.success) items.push(parsed.data);
  }
  const normalised = normalise(items);
  return {
    items: normalised,
    repaired: normalised.length !== value.length || JSON.stringify(normalised) !== raw,
  };
}

function storage(area: "local" | "session" = "local"): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage disabled by the browser's privacy settings.
    return null;
  }
}

export function createStoredList<T>(options: {
  key: string;
  item: z.ZodMiniType<T>;
  /** Applied after validation and before every write: order, caps, de-duplication. */
  normalise?: (items: T[]) => T[];
}): StoredList<T> {
  const { key, item, normalise = (items: T[]) => items } = options;
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T[] = EMPTY;
  // Used when storage is unavailable or full, so the current tab keeps working.
  let memory: string | null = null;

  const rawValue = (): string | null => {
    const store = storage();
    // A value the storage refused (full) is newer than whatever the storage still holds.
    if (!store || memory !== null) return memory;
    try {
      return store.getItem(key);
    } catch {
      return memory;
    }
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const read = (): T[] => {
    const raw = rawValue();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parseStoredList(raw, item, normalise).items;
    }
    return cached;
  };

  const write = (items: T[]) => {
    const raw = JSON.stringify(normalise(items));
    const store = storage();
    try {
      if (!store) throw new Error("no storage");
      store.setItem(key, raw);
      memory = null;
    } catch {
      memory = raw;
    }
    notify();
  };

  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key === key || event.key === null) {
      // Another tab wrote a newer value than the one this tab could not store.
      memory = null;
      notify();
    }
  };

  return {
    key,
    read,
    write,
    update(change) {
      const next = normalise(change(read()));
      write(next);
      return next;
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        window.addEventListener("storage", onStorage);
        // Persist the repair of a damaged value, once a page actually uses the list.
        const raw = rawValue();
        const parsed = parseStoredList(raw, item, normalise);
        if (parsed.repaired) {
          const store = storage();
          try {
            if (parsed.items.length === 0) store?.removeItem(key);
            else store?.setItem(key, JSON.stringify(parsed.items));
          } catch {
            // Nothing to repair into; reading keeps dropping the bad items.
          }
        }
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}

const serverSnapshot = () => EMPTY;

/** The list, live. The server render (and hydration) sees an empty list. */
export function useStoredList<T>(list: StoredList<T>): T[] {
  return useSyncExternalStore(list.subscribe, list.read, serverSnapshot as () => T[]);
}

/** A yes-or-no kept under a spec key (popupVoteazaGalaClosed): set once, never unset by the shop. */
export interface StoredFlag {
  readonly key: string;
  isSet(): boolean;
  set(): void;
}

/**
 * A flag stored as `true` (the JSON the old shop wrote). Any other value is treated as unset and
 * removed; without storage (privacy settings) it lives in the tab's memory. In `session` storage
 * it lasts as long as the browser's session.
 */
export function createStoredFlag(key: string, area: "local" | "session" = "local"): StoredFlag {
  let memory = false;
  return {
    key,
    isSet() {
      if (memory) return true;
      const store = storage(area);
      try {
        const raw = store?.getItem(key) ?? null;
        if (raw === null) return false;
        if (raw === "true" || raw === '"true"') return true;
        store?.removeItem(key);
      } catch {
        // Unreadable storage: only this tab's memory counts.
      }
      return false;
    },
    set() {
      memory = true;
      try {
        storage(area)?.setItem(key, "true");
      } catch {
        // Full or disabled storage: the tab still remembers.
      }
    },
  };
}

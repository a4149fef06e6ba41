// The one reader of catalogue_state.version in a process. A trigger bumps it on every catalogue
// change, whichever instance made it; the in-memory catalogue index rebuilds when it moves, and
// the shared HTTP cache treats answers built from an older version as stale.
//
// Both live in one process but on two sides of the React Router build (the server runs from
// source, the pages from build/server, each with its own copy of this module), so the watches
// are kept in a registry on globalThis under a Symbol.for key: every copy finds the same one.
import type { Database } from "./client.server";
import { catalogueState } from "./schema";

export const VERSION_POLL_MS = 2_000;

export interface CatalogueVersionWatch {
  /** The last version read, or null before the first read. */
  readonly current: number | null;
  /** Reads the version now (concurrent callers share one query) and tells the listeners. */
  read(): Promise<number>;
  /** Calls `listener` with each new version; the watch polls while anyone listens. */
  subscribe(listener: (version: number) => void): () => void;
  /** Stops polling (the database is closing). */
  stop(): void;
}

const REGISTRY = Symbol.for("coperta.catalogueVersionWatches");
type Registry = WeakMap<Database, CatalogueVersionWatch>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new WeakMap();
  return holder[REGISTRY];
}

export function catalogueVersionWatch(db: Database): CatalogueVersionWatch {
  const watches = registry();
  let watch = watches.get(db);
  if (!watch) {
    watch = createWatch(db);
    watches.set(db, watch);
  }
  return watch;
}

function createWatch(db: Database, intervalMs = VERSION_POLL_MS): CatalogueVersionWatch {
  let current: number | null = null;
  let reading: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const listeners = new Set<(version: number) => void>();

  const read = (): Promise<number> => {
    reading ??= (async () => {
      try {
        const [row] = await db
          .select({ version: catalogueState.version })
          .from(catalogueState)
          .limit(1);
        const version = row?.version ?? 0;
        if (version !== current) {
          current = version;
          for (const listener of listeners) listener(version);
        }
        return version;
      } finally {
        reading = null;
      }
    })();
    return reading;
  };

  const poll = () => {
    // The database is away or closing: keep the last version; max-age still bounds staleness.
    read().catch(() => {});
  };

  return {
    get current() {
      return current;
    },
    read,
    subscribe(listener) {
      listeners.add(listener);
      if (current !== null) listener(current);
      if (!timer) {
        timer = setInterval(poll, intervalMs);
        timer.unref();
        poll();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    stop() {
      listeners.clear();
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

// The one reader of stock_changes in a process. Orders move stock and sales counts many times a
// minute; those are not catalogue changes (a trigger logs them here instead of bumping the
// catalogue version), so the in-memory index updates the books in place and the shared HTTP
// cache forgets only their pages.
//
// Like db/catalogue-version.ts, watches live in a registry on globalThis so the server's copy of
// this module and the page build's copy share one poll per database.
import { gt, inArray, sql } from "drizzle-orm";
import type { Database } from "./client.server";
import { books } from "./schema";
import { stockChanges } from "./schema-orders";

export const STOCK_POLL_MS = 2_000;
/**
 * Changes are read again for this long: a transaction that logged a change may commit after a
 * later one was read. Applying a change is idempotent (it copies the book's current numbers).
 */
export const STOCK_REREAD_MS = 60_000;
/** Rows older than this are deleted now and then; instances read only the last minute. */
const KEEP_CHANGES_MS = 60 * 60_000;

export interface StockUpdate {
  id: number;
  slug: string;
  stock: number;
  salesCount: number;
  availableFrom: string | null;
}

export interface StockFeed {
  /** Reads changes now (concurrent callers share one read) and tells the listeners. */
  read(): Promise<StockUpdate[]>;
  subscribe(listener: (updates: StockUpdate[]) => void): () => void;
  stop(): void;
}

const REGISTRY = Symbol.for("coperta.stockFeeds");
type Registry = WeakMap<Database, StockFeed>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new WeakMap();
  return holder[REGISTRY];
}

export function stockFeed(db: Database): StockFeed {
  const feeds = registry();
  let feed = feeds.get(db);
  if (!feed) {
    feed = createFeed(db);
    feeds.set(db, feed);
  }
  return feed;
}

function createFeed(db: Database, intervalMs = STOCK_POLL_MS): StockFeed {
  // What each book looked like when last told, so a re-read within the window is not news.
  const told = new Map<number, string>();
  let since = new Date();
  let reading: Promise<StockUpdate[]> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let reads = 0;
  const listeners = new Set<(updates: StockUpdate[]) => void>();

  const read = (): Promise<StockUpdate[]> => {
    reading ??= (async () => {
      try {
        const startedAt = new Date();
        const changed = db
          .selectDistinct({ bookId: stockChanges.bookId })
          .from(stockChanges)
          .where(gt(stockChanges.changedAt, new Date(since.getTime() - STOCK_REREAD_MS)));
        const rows = await db
          .select({
            id: books.id,
            slug: books.slug,
            stock: books.stock,
            salesCount: books.salesCount,
            availableFrom: books.availableFrom,
          })
          .from(books)
          .where(inArray(books.id, changed));
        since = startedAt;
        const news = rows.filter((row) => {
          const state = `${row.stock}:${row.salesCount}:${row.availableFrom}`;
          if (told.get(row.id) === state) return false;
          told.set(row.id, state);
          return true;
        });
        if (told.size > 100_000) told.clear();
        if (++reads % 300 === 0) await prune(db);
        if (news.length > 0) for (const listener of listeners) listener(news);
        return news;
      } finally {
        reading = null;
      }
    })();
    return reading;
  };

  return {
    read,
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        timer = setInterval(() => {
          // The database is away or closing: the next poll tries again.
          read().catch(() => {});
        }, intervalMs);
        timer.unref();
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

async function prune(db: Database): Promise<void> {
  await db
    .delete(stockChanges)
    .where(
      sql`${stockChanges.changedAt} < now() - make_interval(secs => ${KEEP_CHANGES_MS / 1000})`,
    );
}

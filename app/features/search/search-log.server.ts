// The searches log (search_queries): what shoppers searched that found books, the source of the
// popular suggestions everyone sees. No client can fake popularity or choose how an entry reads:
// a search counts once per client and day, a client adds a few searches an hour at most (both
// rules in app/lib/throttle-rules.ts), and only searches made of catalogue words enter, written
// as the catalogue writes them (SearchEngine.loggableSearch).
import { sql } from "drizzle-orm";
import { clientKey, countHit, standing, type ThrottleOptions } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Database } from "../../../db/client.server";
import { searchQueries } from "../../../db/schema";
import { searchEngine } from "./search.server";

export interface SearchToRecord {
  /** As the shopper typed it. */
  text: string;
  /** Books it found (0: not recorded). */
  results: number;
  /** The load context's clientAddress. */
  clientAddress: string;
  today: string;
}

export type RecordOutcome =
  | "recorded"
  | "no-results"
  | "not-catalogue-words"
  | "counted-already"
  | "client-limit";

/**
 * Counts a search in the log when the rules allow it (one upsert), else says why not. Searching
 * is never refused: only the counting is.
 */
export async function recordSearch(
  db: Database,
  search: SearchToRecord,
  options: ThrottleOptions = {},
): Promise<RecordOutcome> {
  if (!(search.results > 0)) return "no-results";
  const engine = await searchEngine(db, search.today);
  const entry = engine.loggableSearch(search.text);
  if (!entry) return "not-catalogue-words";
  const client = clientKey(search.clientAddress);
  // A client whose hourly allowance is used up writes nothing more, not even a per-query row
  // (each new query would otherwise add one for a day).
  const standingNow = await standing(db, THROTTLE_RULES.searchLogClient, [client], options);
  if (!standingNow.allowed) return "client-limit";
  // The per-query rule first: reloading a page must not use up the client's hourly allowance.
  const query = await countHit(
    db,
    THROTTLE_RULES.searchLogQuery,
    [client, entry.normalised],
    options,
  );
  if (!query.allowed) return "counted-already";
  const allowance = await countHit(db, THROTTLE_RULES.searchLogClient, [client], options);
  if (!allowance.allowed) return "client-limit";
  await db
    .insert(searchQueries)
    .values({ normalized: entry.normalised, text: entry.display, results: search.results })
    .onConflictDoUpdate({
      target: searchQueries.normalized,
      set: {
        searches: sql`${searchQueries.searches} + 1`,
        // The catalogue's spelling, the same whoever searched (it follows the catalogue).
        text: sql`excluded.text`,
        results: sql`excluded.results`,
        lastSearchedAt: sql`now()`,
      },
    });
  return "recorded";
}

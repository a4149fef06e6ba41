// Keeps the shared HTTP cache told of the database's catalogue version (a trigger bumps
// catalogue_state.version on every catalogue change, whichever instance made it), so that cached
// pages built from an older catalogue are refreshed within seconds rather than at their max-age.
import type { DatabaseHandle } from "../db/client.server";
import { catalogueState } from "../db/schema";
import type { ResponseCache } from "./response-cache";

export const VERSION_POLL_MS = 2_000;

export async function readCatalogueVersion(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .limit(1);
  return row?.version ?? 0;
}

/** Polls the version every `intervalMs`; returns a stop function. */
export function watchCatalogueVersion(
  database: DatabaseHandle,
  cache: Pick<ResponseCache, "setCatalogueVersion">,
  intervalMs = VERSION_POLL_MS,
): () => void {
  let running = false;
  const poll = async () => {
    if (running) return;
    running = true;
    try {
      cache.setCatalogueVersion(await readCatalogueVersion(database));
    } catch {
      // The database is away or closing: keep the last version; max-age still bounds staleness.
    } finally {
      running = false;
    }
  };
  void poll();
  const timer = setInterval(poll, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

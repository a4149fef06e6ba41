// The browser trackers an operator configured (setting `tracking.trackers`): what the browser is
// told to load once the visitor consents, and the origins the pages' CSP must allow for them.
// Nothing here depends on the visitor, so pages stay shareable in the response cache.
import type { Database } from "../../../db/client.server";
import { readSetting, type SettingValue } from "../settings/settings.server";
import type { PublicTracker } from "./tracker-config";

type ConfiguredTracker = SettingValue<"tracking.trackers">["trackers"][number];

export async function enabledTrackers(db: Database): Promise<ConfiguredTracker[]> {
  const { trackers } = await readSetting(db, "tracking.trackers");
  return trackers.filter((tracker) => tracker.enabled);
}

/** What the browser needs to load a tracker: the script's address with its id filled in. */
export function publicTrackers(trackers: ConfiguredTracker[]): PublicTracker[] {
  return trackers.map((tracker) => ({
    name: tracker.name,
    kind: tracker.kind,
    category: tracker.category,
    id: tracker.id,
    scriptUrl: tracker.scriptUrl.replaceAll("{id}", encodeURIComponent(tracker.id)),
  }));
}

/** Every origin the trackers load from or send to, each once, in a stable order. */
export function trackerOrigins(trackers: ConfiguredTracker[]): string[] {
  const origins = new Set<string>();
  for (const tracker of trackers) {
    for (const address of [tracker.scriptUrl, ...tracker.origins]) {
      origins.add(new URL(address).origin);
    }
  }
  return [...origins].sort();
}

/**
 * How long an instance reuses the trackers' origins for its pages' CSP. Every page needs them and
 * the setting changes only by an operator's hand, so reading it per page (a third of a millisecond
 * on the embedded database, as much as a product page's own query) buys nothing; an operator's
 * change reaches every instance's pages within this time.
 */
export const TRACKER_ORIGINS_TTL_MS = 10_000;

const originsRead = new WeakMap<Database, { at: number; origins: Promise<string[]> }>();

/** The origins for a page's CSP; none when the setting cannot be read (the page still serves). */
export function pageTrackerOrigins(
  db: Database | undefined,
  now = performance.now(),
): Promise<string[]> {
  if (!db) return Promise.resolve([]);
  const kept = originsRead.get(db);
  if (kept && now - kept.at < TRACKER_ORIGINS_TTL_MS) return kept.origins;
  const origins: Promise<string[]> = enabledTrackers(db).then(trackerOrigins, () => {
    // A failed read is not kept (unless a newer one replaced it): the next page asks again.
    if (originsRead.get(db)?.origins === origins) originsRead.delete(db);
    return [];
  });
  originsRead.set(db, { at: now, origins });
  return origins;
}

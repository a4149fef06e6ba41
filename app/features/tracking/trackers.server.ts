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

/** The origins for a page's CSP; none when the setting cannot be read (the page still serves). */
export async function pageTrackerOrigins(db: Database | undefined): Promise<string[]> {
  if (!db) return [];
  try {
    return trackerOrigins(await enabledTrackers(db));
  } catch {
    return [];
  }
}

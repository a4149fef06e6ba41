// The trackers an operator configures: what the browser is told, and what the pages' CSP allows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { siteSettings } from "../../../db/schema";
import { createTestDatabase } from "../../../db/testing";
import { contentSecurityPolicy } from "../../lib/csp.server";
import {
  enabledTrackers,
  pageTrackerOrigins,
  publicTrackers,
  TRACKER_ORIGINS_TTL_MS,
} from "./trackers.server";

let database: DatabaseHandle;
/** A clock for pageTrackerOrigins: each test starts past the previous one's kept origins. */
let clock = 0;
const later = () => {
  clock += TRACKER_ORIGINS_TTL_MS;
  return clock;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(siteSettings);
});

const trackers = [
  {
    name: "Google Tag Manager",
    kind: "gtm",
    category: "analytics",
    scriptUrl: "https://www.googletagmanager.com/gtm.js?id={id}",
    id: "GTM-AB12CD",
    origins: ["https://www.google-analytics.com", "https://region1.google-analytics.com/g"],
  },
  {
    name: "Meta Pixel",
    kind: "meta-pixel",
    category: "marketing",
    scriptUrl: "https://connect.facebook.net/en_US/fbevents.js",
    id: "123456789012345",
    origins: ["https://www.facebook.com"],
  },
  {
    name: "Oprit",
    kind: "script",
    category: "marketing",
    scriptUrl: "https://oprit.example/t.js",
    id: "x1",
    enabled: false,
  },
];

describe("the configured trackers", () => {
  it("are none by default: the policy allows no outside origin", async () => {
    expect(await enabledTrackers(database.db)).toEqual([]);
    expect(await pageTrackerOrigins(database.db, later())).toEqual([]);
  });

  it("give the browser each enabled script with its id, and the CSP exactly their origins", async () => {
    await database.db
      .insert(siteSettings)
      .values({ key: "tracking.trackers", value: { trackers } });
    const enabled = await enabledTrackers(database.db);
    expect(publicTrackers(enabled)).toEqual([
      {
        name: "Google Tag Manager",
        kind: "gtm",
        category: "analytics",
        id: "GTM-AB12CD",
        scriptUrl: "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD",
      },
      {
        name: "Meta Pixel",
        kind: "meta-pixel",
        category: "marketing",
        id: "123456789012345",
        scriptUrl: "https://connect.facebook.net/en_US/fbevents.js",
      },
    ]);
    const origins = await pageTrackerOrigins(database.db, later());
    expect(origins).toEqual([
      "https://connect.facebook.net",
      "https://region1.google-analytics.com",
      "https://www.facebook.com",
      "https://www.google-analytics.com",
      "https://www.googletagmanager.com",
    ]);
    const policy = contentSecurityPolicy({ trackerOrigins: origins });
    expect(policy).not.toContain("oprit.example");
  });

  it("fall back to none when the setting is malformed (an http script, a bad id)", async () => {
    await database.db.insert(siteSettings).values({
      key: "tracking.trackers",
      value: { trackers: [{ ...trackers[1], scriptUrl: "http://connect.facebook.net/x.js" }] },
    });
    expect(await pageTrackerOrigins(database.db, later())).toEqual([]);
    await database.db
      .update(siteSettings)
      .set({ value: { trackers: [{ ...trackers[1], id: "1 onerror=alert(1)" }] } });
    expect(await enabledTrackers(database.db)).toEqual([]);
  });

  it("reach the pages' CSP within TRACKER_ORIGINS_TTL_MS of an operator's change", async () => {
    const start = later();
    expect(await pageTrackerOrigins(database.db, start)).toEqual([]);
    await database.db
      .insert(siteSettings)
      .values({ key: "tracking.trackers", value: { trackers } });
    // Within the time, the instance reuses what it read; after it, it reads the setting again.
    expect(await pageTrackerOrigins(database.db, start + TRACKER_ORIGINS_TTL_MS - 1)).toEqual([]);
    expect(await pageTrackerOrigins(database.db, start + TRACKER_ORIGINS_TTL_MS)).toContain(
      "https://connect.facebook.net",
    );
  });

  it("serve pages without trackers when the setting cannot be read, and ask again", async () => {
    let reads = 0;
    const failing = {
      select() {
        reads++;
        throw new Error("database unreachable");
      },
    } as unknown as DatabaseHandle["db"];
    const now = later();
    expect(await pageTrackerOrigins(failing, now)).toEqual([]);
    expect(await pageTrackerOrigins(failing, now + 1)).toEqual([]);
    expect(reads).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { landings, siteSettings } from "../../../db/schema";
import { createTestDatabase } from "../../../db/testing";
import { blackFridayLanding, isBlackFridayAddress } from "./black-friday.server";

const NOW = new Date("2026-11-25T10:00:00Z");
const TODAY = "2026-11-25";
let database: DatabaseHandle;

const campaign = (year: number, startsAt: string, endsAt: string) => ({
  kind: "black-friday" as const,
  slug: `black-friday-${year}`,
  title: `Black Friday ${year}`,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
});

beforeAll(async () => {
  database = await createTestDatabase();
  await createBook(database.db, { title: "Reducere" });
  await database.db
    .insert(landings)
    .values([
      campaign(2025, "2025-11-20T00:00:00Z", "2025-12-01T00:00:00Z"),
      campaign(2026, "2026-11-18T00:00:00Z", "2026-12-05T00:00:00Z"),
      campaign(2027, "2027-11-18T00:00:00Z", "2027-12-05T00:00:00Z"),
    ]);
});
afterAll(async () => {
  await database.close();
});

const landing = (segment: string) =>
  blackFridayLanding(database.db, segment, { now: NOW, today: TODAY });

describe("Black Friday pages", () => {
  it("recognises every year's address and the current one's", () => {
    expect(isBlackFridayAddress("black-friday-2023")).toBe(true);
    expect(isBlackFridayAddress("black-friday-2031")).toBe(true);
    expect(isBlackFridayAddress("the-black-friday")).toBe(true);
    expect(isBlackFridayAddress("black-friday-26")).toBe(false);
    expect(isBlackFridayAddress("black-friday-2026/x")).toBe(false);
  });

  it("serves a year after the spec's like the spec's years, and no campaign before it starts", async () => {
    expect(await landing("black-friday-2026")).toMatchObject({
      title: "Black Friday 2026",
      path: "/black-friday-2026",
      state: "active",
      books: [{ title: "Reducere" }],
    });
    expect(await landing("black-friday-2025")).toMatchObject({ state: "ended" });
    expect(await landing("black-friday-2027")).toBeNull();
    expect(await landing("black-friday-2019")).toBeNull();
  });

  it("shows the latest started campaign as the current one, unless the setting names one", async () => {
    expect((await landing("the-black-friday"))?.path).toBe("/black-friday-2026");
    await database.db.insert(siteSettings).values({
      key: "home.theme",
      value: { theme: "default", blackFridayLanding: "black-friday-2025" },
    });
    expect((await landing("the-black-friday"))?.path).toBe("/black-friday-2025");
  });
});

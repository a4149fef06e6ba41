import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { landings } from "../../../db/schema";
import { campaigns, priceRules } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { HERO_TILE_COUNT, homeHero } from "./home-hero.server";

const NOW = new Date("2026-11-22T10:00:00Z");
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000);
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const rows = await db
    .insert(landings)
    .values([
      { kind: "top", slug: "top-vesnic", title: "Top veșnic", intro: "Mereu aici.", position: 0 },
      {
        kind: "campanie",
        slug: "reducere-scurta",
        title: "Reducere scurtă",
        intro: "Se termină curând.",
        startsAt: day(-2),
        endsAt: day(3),
      },
      {
        kind: "landing",
        slug: "cu-pret-de-campanie",
        title: "Cu preț de campanie",
        intro: "Cărți cu preț redus. ".repeat(20),
        position: 5,
      },
      { kind: "campanie", slug: "s-a-terminat", title: "S-a terminat", endsAt: day(-1) },
      { kind: "campanie", slug: "va-veni", title: "Va veni", startsAt: day(1) },
    ])
    .returning({ id: landings.id, slug: landings.slug });
  const landingId = rows.find((row) => row.slug === "cu-pret-de-campanie")?.id;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      slug: "preturi-campanie",
      type: "prices",
      name: "Reducere",
      startsAt: day(-1),
      endsAt: day(1),
    })
    .returning({ id: campaigns.id });
  if (!campaign || !landingId) throw new Error("setup");
  await db.insert(priceRules).values({
    campaignId: campaign.id,
    landingId,
    percent: 20,
    label: "Reducere extra",
    startsAt: day(-1),
    endsAt: day(1),
  });
});
afterAll(async () => {
  await database.close();
});

describe("the home page's hero", () => {
  it("shows running landings, campaigns first (soonest ending), never ended or upcoming ones", async () => {
    const tiles = await homeHero(database.db, NOW);
    expect(tiles.map((tile) => tile.path)).toEqual([
      "/landing/cu-pret-de-campanie",
      "/campanie/reducere-scurta",
      "/top/top-vesnic",
    ]);
    expect(tiles[0]?.label).toBe("Reducere extra");
    expect(tiles[1]?.label).toBeNull();
    expect(tiles.length).toBeLessThanOrEqual(HERO_TILE_COUNT);
  });

  it("shortens a long intro at a word, and follows the data's windows", async () => {
    const [tile] = await homeHero(database.db, NOW);
    expect(tile?.text.length).toBeLessThanOrEqual(110);
    expect(tile?.text.endsWith("…")).toBe(true);
    // Four days on: the short sale is over, the campaign's landing an ordinary one again (in
    // its editorial place), and the upcoming one has started.
    const later = await homeHero(database.db, day(4));
    expect(later.map((t) => t.path)).toEqual([
      "/top/top-vesnic",
      "/campanie/va-veni",
      "/landing/cu-pret-de-campanie",
    ]);
    expect(later.map((t) => t.label)).toEqual([null, null, null]);
  });

  it("leaves out what the page already leads to", async () => {
    const tiles = await homeHero(database.db, NOW, ["/campanie/reducere-scurta"]);
    expect(tiles.map((tile) => tile.path)).not.toContain("/campanie/reducere-scurta");
  });
});

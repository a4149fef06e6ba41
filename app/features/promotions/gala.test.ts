import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { campaigns, galaCategories, galaNominees, galaVotes } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { type CampaignRow, findCampaign, popupCampaigns } from "./campaigns.server";
import {
  castVote,
  findGala,
  galaBallot,
  galaResults,
  galaSummary,
  submitBallot,
} from "./gala.server";
import { GALA_MESSAGES } from "./gala-ballot";

const NOW = new Date("2027-01-10T10:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

interface GalaFixture {
  campaign: CampaignRow;
  categories: { id: number; nominees: number[] }[];
}

/** A gala with two categories of three nominees (the first of each a book). */
async function createGala(slug: string, window: { from: number; to: number }) {
  const { db } = database;
  const [row] = await db
    .insert(campaigns)
    .values({
      slug,
      type: "gala-vote",
      name: `Gala ${slug}`,
      queryFlag: "gala",
      startsAt: at(window.from),
      endsAt: at(window.to),
    })
    .returning({ id: campaigns.id });
  if (!row) throw new Error("no campaign");
  const book = await createBook(db, { title: `Romanul ${slug}` });
  const fixture: GalaFixture = { campaign: (await findCampaign(db, slug))!, categories: [] };
  for (const [position, name] of ["Romanul anului", "Debutul anului"].entries()) {
    const [category] = await db
      .insert(galaCategories)
      .values({ campaignId: row.id, slug: `cat-${position}`, name, position })
      .returning({ id: galaCategories.id });
    if (!category) throw new Error("no category");
    const nominees = await db
      .insert(galaNominees)
      .values(
        [0, 1, 2].map((i) => ({
          categoryId: category.id,
          bookId: i === 0 ? book.id : null,
          name: i === 0 ? book.title : `Nominalizat ${position}-${i}`,
          description: i === 0 ? "de Autor Cunoscut" : "",
          position: i,
        })),
      )
      .returning({ id: galaNominees.id });
    fixture.categories.push({ id: category.id, nominees: nominees.map((n) => n.id) });
  }
  return fixture;
}

const nominee = (gala: GalaFixture, category: number, index: number) => {
  const id = gala.categories[category]?.nominees[index];
  if (id === undefined) throw new Error("no nominee");
  return id;
};
const categoryId = (gala: GalaFixture, category: number) => gala.categories[category]?.id ?? 0;

describe("gala vote", () => {
  let gala: GalaFixture;
  beforeAll(async () => {
    gala = await createGala("gala-deschisa", { from: -5, to: 5 });
  });

  it("takes one vote per visitor and category and keeps the first", async () => {
    const { db } = database;
    const vote = (visitorKey: string, category: number, index: number, now = NOW) =>
      castVote(db, {
        campaign: gala.campaign,
        categoryId: categoryId(gala, category),
        nomineeId: nominee(gala, category, index),
        visitorKey,
        now,
      });
    expect(await vote("ana", 0, 1)).toEqual({ ok: true });
    expect(await vote("ana", 0, 2)).toEqual({ ok: false, reason: "already-voted" });
    expect(await vote("ana", 1, 0)).toEqual({ ok: true });
    expect(await vote("ion", 0, 1)).toEqual({ ok: true });
    const ballot = await galaBallot(db, gala.campaign.id, "ana");
    expect(ballot.map((c) => c.votedFor)).toEqual([nominee(gala, 0, 1), nominee(gala, 1, 0)]);
    expect(await db.$count(galaVotes)).toBe(3);
  });

  it("refuses a nominee of another category", async () => {
    const outcome = await castVote(database.db, {
      campaign: gala.campaign,
      categoryId: categoryId(gala, 0),
      nomineeId: nominee(gala, 1, 1),
      visitorKey: "maria",
      now: NOW,
    });
    expect(outcome).toEqual({ ok: false, reason: "unknown-nominee" });
  });

  it("takes votes only within the window", async () => {
    const vote = (now: Date) =>
      castVote(database.db, {
        campaign: gala.campaign,
        categoryId: categoryId(gala, 1),
        nomineeId: nominee(gala, 1, 1),
        visitorKey: "tarziu",
        now,
      });
    expect(await vote(at(-6))).toEqual({ ok: false, reason: "inactive" });
    // The end is exclusive.
    expect(await vote(at(5))).toEqual({ ok: false, reason: "inactive" });
    expect(await vote(at(4))).toEqual({ ok: true });
  });

  it("counts the results per nominee, most voted first, in percents adding up to 100", async () => {
    const { db } = database;
    for (const visitor of ["v1", "v2"]) {
      await castVote(db, {
        campaign: gala.campaign,
        categoryId: categoryId(gala, 0),
        nomineeId: nominee(gala, 0, 2),
        visitorKey: visitor,
        now: NOW,
      });
    }
    const results = await galaResults(db, gala.campaign.id, "ana");
    const first = results[0];
    // Category 0: ana and ion for nominee 1, v1 and v2 for nominee 2.
    expect(first?.totalVotes).toBe(4);
    expect(first?.nominees.map((n) => [n.id, n.votes, n.percent])).toEqual([
      [nominee(gala, 0, 1), 2, 50],
      [nominee(gala, 0, 2), 2, 50],
      [nominee(gala, 0, 0), 0, 0],
    ]);
    expect(first?.votedFor).toBe(nominee(gala, 0, 1));
    // Category 1: ana for nominee 0, "tarziu" for nominee 1.
    expect(results[1]?.nominees.map((n) => n.percent)).toEqual([50, 50, 0]);
    expect((await galaResults(db, gala.campaign.id, null))[0]?.votedFor).toBeNull();
  });

  it("shows the ballot with the book's cover and the nominee's line", async () => {
    const [category] = await galaBallot(database.db, gala.campaign.id, null);
    expect(category?.name).toBe("Romanul anului");
    expect(category?.nominees[0]).toEqual({
      id: nominee(gala, 0, 0),
      name: "Romanul gala-deschisa",
      description: "de Autor Cunoscut",
      coverUrl: expect.stringMatching(/^\/coperti\/\d+-mica-[0-9a-z]+\.jpg$/),
    });
    expect(category?.nominees[1]?.coverUrl).toBeNull();
  });

  it("records a ballot's categories and tells which were voted before", async () => {
    const { db } = database;
    const found = await findGala(db, NOW);
    if (!found) throw new Error("no gala");
    const form = (entries: Record<string, string>) => new URLSearchParams(entries);
    const field = (category: number) => `vot-${categoryId(gala, category)}`;

    const empty = await submitBallot(db, {
      gala: found,
      form: form({}),
      visitorKey: "x",
      now: NOW,
    });
    expect(empty).toEqual({ ok: false, status: 400, errors: {}, formError: GALA_MESSAGES.empty });

    const wrong = await submitBallot(db, {
      gala: found,
      form: form({ [field(0)]: String(nominee(gala, 1, 0)) }),
      visitorKey: "x",
      now: NOW,
    });
    expect(wrong).toMatchObject({
      status: 400,
      errors: { [field(0)]: GALA_MESSAGES.unknownNominee },
    });

    const both = form({
      [field(0)]: String(nominee(gala, 0, 0)),
      [field(1)]: String(nominee(gala, 1, 2)),
    });
    expect(await submitBallot(db, { gala: found, form: both, visitorKey: "x", now: NOW })).toEqual({
      ok: true,
      recorded: 2,
    });
    const again = await submitBallot(db, { gala: found, form: both, visitorKey: "x", now: NOW });
    expect(again).toEqual({
      ok: false,
      status: 409,
      errors: { [field(0)]: GALA_MESSAGES.alreadyVoted, [field(1)]: GALA_MESSAGES.alreadyVoted },
      formError: null,
    });
  });
});

describe("which gala the pages show", () => {
  it("prefers the open gala, then the next one, then the last one that ended", async () => {
    const { db } = database;
    await createGala("gala-trecuta", { from: -400, to: -370 });
    await createGala("gala-viitoare", { from: 30, to: 60 });
    expect((await findGala(db, NOW))?.campaign.slug).toBe("gala-deschisa");
    const later = await findGala(db, at(10));
    expect([later?.campaign.slug, later?.state]).toEqual(["gala-viitoare", "upcoming"]);
    const afterAll = await findGala(db, at(100));
    expect([afterAll?.campaign.slug, afterAll?.state]).toEqual(["gala-viitoare", "ended"]);
    const summary = galaSummary({ campaign: later!.campaign, state: "upcoming" });
    expect(summary.opensOn).toMatch(/^\d{1,2} [a-z]+ 2027$/);
  });

  it("lists the gala and the flash package among the popup campaigns", async () => {
    const { db } = database;
    await db.insert(campaigns).values({
      slug: "pachet-flash-test",
      type: "flash-package",
      name: "Pachet flash",
      startsAt: at(-1),
      endsAt: at(1),
      settings: { packId: 1 },
    });
    const list = await popupCampaigns(db, NOW);
    const kinds = list.map((c) => [c.slug, c.kind, c.active]);
    expect(kinds).toContainEqual(["gala-deschisa", "gala-vote", true]);
    expect(kinds).toContainEqual(["gala-viitoare", "gala-vote", false]);
    expect(kinds).toContainEqual(["pachet-flash-test", "flash-package", true]);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.server";
import { galaCategories } from "../schema-promotions";
import { createTestDatabase } from "../testing";
import { generateCatalogue, REFERENCE_DATE, seedCatalogue } from "./catalogue";
import { SeedCalendar } from "./generate/calendar";
import { buildCampaigns } from "./generate/campaigns";

const BOOKS = 300;

function build() {
  const rows = generateCatalogue({ books: BOOKS });
  return { rows, promotions: buildCampaigns(rows, [], new SeedCalendar(REFERENCE_DATE)) };
}

describe("the gala's nominees in the demo", () => {
  it("are four best sellers of the right genre per category, each book once, always the same", () => {
    const { rows, promotions } = build();
    expect(promotions.galaCategories.map((c) => c.name)).toEqual([
      "Romanul anului",
      "Debutul anului",
      "Cartea pentru copii a anului",
    ]);
    const gala = promotions.campaigns.find((c) => c.slug === "gala-premiilor");
    expect(promotions.galaCategories.every((c) => c.campaignId === gala?.id)).toBe(true);
    const counts = promotions.galaCategories.map(
      (c) => promotions.galaNominees.filter((n) => n.categoryId === c.id).length,
    );
    expect(counts).toEqual([4, 4, 4]);
    const bookIds = promotions.galaNominees.map((n) => n.bookId);
    expect(new Set(bookIds).size).toBe(12);
    for (const nominee of promotions.galaNominees) {
      expect(nominee.name).toBe(rows.books.find((b) => b.id === nominee.bookId)?.title);
    }
    // The children's prize nominates books of the children's category (or its sub-categories).
    const children = rows.categories.find((c) => c.slug === "pentru-copii");
    const underChildren = new Set(
      rows.categories
        .filter((c) => c.id === children?.id || c.parentId === children?.id)
        .map((c) => c.id),
    );
    const third = promotions.galaCategories[2]?.id;
    for (const nominee of promotions.galaNominees.filter((n) => n.categoryId === third)) {
      const links = rows.bookCategories.filter((link) => link.bookId === nominee.bookId);
      expect(links.some((link) => underChildren.has(link.categoryId))).toBe(true);
    }
    expect(build().promotions.galaNominees).toEqual(promotions.galaNominees);
  });
});

describe("seeding the gala", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedCatalogue(handle.db, { books: BOOKS });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("writes the categories and nominees and moves their id sequences past them", async () => {
    expect(await handle.db.$count(galaCategories)).toBe(3);
    const [gala] = await handle.db
      .select({ id: galaCategories.campaignId })
      .from(galaCategories)
      .limit(1);
    const [added] = await handle.db
      .insert(galaCategories)
      .values({ campaignId: gala!.id, slug: "cartea-de-poezie", name: "Cartea de poezie" })
      .returning({ id: galaCategories.id });
    expect(added?.id).toBe(4);
    const result = (await handle.db.execute(
      sql`select count(*)::int as n from gala_nominees n join books b on b.id = n.book_id and b.title = n.name`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(12);
  });
});

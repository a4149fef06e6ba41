// /carti's landings (the home page's and footer's links: books under a price, the promotional
// packs) are indexed though they carry a filter; any other filter or sort is not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { seedCatalogue } from "../../db/seed/catalogue";
import { createTestDatabase } from "../../db/testing";
import { refreshCatalogueIndex } from "../features/catalogue/list-index/index-store.server";
import { testLoadContext } from "../test-load-context";
import { loader, meta } from "./books";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db, { books: 200, referenceDate: "2026-11-01" });
  await refreshCatalogueIndex(database.db);
});
afterAll(async () => {
  await database.close();
});

type PageData = Awaited<ReturnType<typeof loader>>["data"];

async function load(query: string): Promise<PageData> {
  const answer = (await loader({
    request: new Request(`http://localhost/carti${query}`),
    params: {},
    context: testLoadContext(database.db),
  } as never)) as unknown as { data: PageData };
  return answer.data;
}

async function refined(query: string): Promise<boolean> {
  return (await load(query)).refined;
}

function metaOf(page: PageData) {
  return meta({ data: page } as never) as Record<string, unknown>[];
}

describe("/carti and its landings", () => {
  it("indexes the landings and the plain list, not other filters or sorts", async () => {
    for (const query of ["", "?pret-maxim=20", "?tip-produs=pachet-promotional"]) {
      expect(await refined(query), query).toBe(false);
    }
    for (const query of [
      "?pret-maxim=20&autor=x",
      "?tip-produs=brosata",
      "?ordonare=pret-crescator",
    ]) {
      expect(await refined(query), query).toBe(true);
    }
  });

  it("indexes only the spec's price cap: any other is a filter", async () => {
    for (const query of [
      "?pret-maxim=0",
      "?pret-maxim=20,5",
      "?pret-maxim=35",
      "?pret-maxim=999999",
    ]) {
      expect(await refined(query), query).toBe(true);
    }
    const robots = metaOf(await load("?pret-maxim=35")).find((d) => d.name === "robots");
    expect(robots?.content).toBe("noindex, follow");
  });

  it("keeps an empty list out of the index, answering it as usual", async () => {
    const page = await load("?autor=nu-exista");
    expect(page.list.total).toBe(0);
    expect(page.refined).toBe(true);
    expect(page.canonical).toMatch(/\/carti\?autor=nu-exista$/);
  });

  it("counts in its description only the books in stock or on pre-order", async () => {
    const page = await load("");
    const counts = Object.fromEntries(page.list.facets.availability.map((a) => [a.value, a.count]));
    const available = (counts["in-stoc"] ?? 0) + (counts.precomanda ?? 0);
    expect(available).toBeLessThan(page.list.total);
    const description = metaOf(page).find((d) => d.name === "description");
    expect(description?.content).toContain(`${available} de cărți în stoc sau la precomandă`);
    expect(description?.content).not.toContain(String(page.list.total));
  });
});

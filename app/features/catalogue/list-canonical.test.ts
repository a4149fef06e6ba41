// A list's canonical address names the page shown: a page number past the end shows the last
// page, and must not become another address of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { createTestDatabase } from "../../../db/testing";
import { listRouteData } from "./book-list.server";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await Promise.all([1, 2, 3].map(() => createBook(database.db, { stock: 3 })));
});
afterAll(async () => {
  await database.close();
});

const pageAt = (query: string) =>
  listRouteData(
    { db: database.db, store: { publicUrl: "https://www.coperta.ro" } },
    new Request(`https://www.coperta.ro/carti${query}`),
    "/carti",
    {},
  );
const canonicalOf = async (query: string) => (await pageAt(query)).canonical;

describe("a list's canonical address", () => {
  it("is the page shown, not a page number past the end", async () => {
    expect(await canonicalOf("")).toBe("https://www.coperta.ro/carti");
    expect(await canonicalOf("?pagina=999")).toBe("https://www.coperta.ro/carti");
    expect(await canonicalOf("?pagina=999&ordonare=cele-mai-noi")).toBe(
      "https://www.coperta.ro/carti?ordonare=cele-mai-noi",
    );
  });

  it("marks a filtered or re-sorted page as refined (not to index), not a page of the list", async () => {
    for (const query of ["", "?pagina=2"]) expect((await pageAt(query)).refined, query).toBe(false);
    for (const query of ["?ordonare=cele-mai-noi", "?autor=x", "?pret-maxim=20", "?limba=en"]) {
      expect((await pageAt(query)).refined, query).toBe(true);
    }
  });
});

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

const canonicalOf = async (query: string) =>
  (
    await listRouteData(
      { db: database.db, store: { publicUrl: "https://www.coperta.ro" } },
      new Request(`https://www.coperta.ro/carti${query}`),
      "/carti",
      {},
    )
  ).canonical;

describe("a list's canonical address", () => {
  it("is the page shown, not a page number past the end", async () => {
    expect(await canonicalOf("")).toBe("https://www.coperta.ro/carti");
    expect(await canonicalOf("?pagina=999")).toBe("https://www.coperta.ro/carti");
    expect(await canonicalOf("?pagina=999&ordonare=cele-mai-noi")).toBe(
      "https://www.coperta.ro/carti?ordonare=cele-mai-noi",
    );
  });
});

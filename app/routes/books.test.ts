// /carti's landings (the home page's and footer's links: books under a price, the promotional
// packs) are indexed though they carry a filter; any other filter or sort is not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../../db/testing";
import { testLoadContext } from "../test-load-context";
import { loader } from "./books";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function refined(query: string): Promise<boolean> {
  const answer = (await loader({
    request: new Request(`http://localhost/carti${query}`),
    params: {},
    context: testLoadContext(database.db),
  } as never)) as unknown as { data: { refined: boolean } };
  return answer.data.refined;
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
});

// /addtocart/{productUrl} answers like the product page: other spellings and renamed books move
// permanently to the canonical address, so a link in an e-mail keeps working.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createBook } from "../../db/factories";
import { createTestDatabase } from "../../db/testing";
import type { Route } from "./+types/quick-add";
import { loader } from "./quick-add";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await createBook(database.db, {
    slug: "padurea-spanzuratilor-liviu-rebreanu",
    oldSlugs: ["padurea-spanzuratilor"],
  });
});
afterAll(async () => {
  await database.close();
});

function load(productUrl: string) {
  const args = {
    params: { productUrl },
    request: new Request(`http://localhost/addtocart/${encodeURIComponent(productUrl)}`),
    context: { db: database.db },
  } as unknown as Route.LoaderArgs;
  return loader(args);
}

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  const outcome = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(outcome instanceof Response)) throw new Error("the loader did not throw a Response");
  return outcome;
}

describe("quick add by address", () => {
  it("answers the book's id at its canonical address", async () => {
    expect(await load("padurea-spanzuratilor-liviu-rebreanu")).toMatchObject({
      productId: expect.any(Number),
    });
  });

  it.each([
    ["capitals", "Padurea-Spanzuratilor-Liviu-Rebreanu"],
    ["diacritics", "pădurea-spânzuraților-liviu-rebreanu"],
    [
      "cedilla diacritics, percent-encoded",
      encodeURIComponent("pădurea-spânzuraţilor-liviu-rebreanu"),
    ],
    ["a renamed book", "padurea-spanzuratilor"],
    ["a renamed book in capitals", "Padurea-Spanzuratilor"],
  ])("moves %s permanently to the canonical address", async (_name, productUrl) => {
    const response = await thrownBy(load(productUrl));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(
      "/addtocart/padurea-spanzuratilor-liviu-rebreanu",
    );
  });

  it("answers 404 for an unknown book", async () => {
    expect((await thrownBy(load("nu-exista"))).status).toBe(404);
  });
});

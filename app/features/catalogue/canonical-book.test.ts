import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookReviewsPath } from "~/lib/paths";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook } from "../../../db/factories";
import { createTestDatabase } from "../../../db/testing";
import { findCanonicalBook, requireCanonicalBook } from "./canonical-book.server";

const TODAY = "2026-11-22";
const CANONICAL = "padurea-spanzuratilor-liviu-rebreanu";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await createBook(database.db, {
    slug: CANONICAL,
    title: "Pădurea spânzuraților",
    oldSlugs: ["padurea-spanzuratilor"],
  });
  await createBook(database.db, { slug: "retrasa-din-catalog", isListed: false });
});
afterAll(async () => {
  await database.close();
});

const find = (segment: string) => findCanonicalBook(database.db, segment, TODAY);

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  const outcome = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(outcome instanceof Response)) throw new Error("nothing was thrown");
  return outcome;
}

describe("findCanonicalBook", () => {
  it("finds the book at its canonical slug", async () => {
    const found = await find(CANONICAL);
    expect(found.kind === "found" && found.book.title).toBe("Pădurea spânzuraților");
    expect(found.kind === "found" && found.facts.reviewSummary).toEqual({
      count: 0,
      average: null,
    });
  });

  it.each([
    ["capitals", "Padurea-Spanzuratilor-Liviu-Rebreanu"],
    ["diacritics", "pădurea-spânzuraților-liviu-rebreanu"],
    ["cedilla diacritics", "pădurea-spânzuraţilor-liviu-rebreanu"],
    ["percent-encoding", encodeURIComponent("pădurea-spânzuraților-liviu-rebreanu")],
    ["spaces and punctuation", "Pădurea spânzuraților, Liviu Rebreanu"],
    ["the old slug of a renamed book", "padurea-spanzuratilor"],
    ["the old slug in capitals", "Padurea-Spanzuratilor"],
  ])("moves %s to the canonical slug", async (_name, segment) => {
    expect(await find(segment)).toEqual({ kind: "moved", slug: CANONICAL });
  });

  it.each([
    ["an unknown slug", "nu-exista"],
    ["an unlisted book", "retrasa-din-catalog"],
    ["an empty segment", ""],
    ["punctuation only", "!!!"],
    ["a malformed escape", "%ff"],
    ["a segment too long to be a slug", "a".repeat(1000)],
  ])("misses %s", async (_name, segment) => {
    expect(await find(segment)).toEqual({ kind: "missing" });
  });
});

describe("requireCanonicalBook", () => {
  const options = { today: TODAY, pathOf: bookReviewsPath };

  it("returns the book at its canonical address", async () => {
    const found = await requireCanonicalBook(database.db, CANONICAL, options);
    expect(found.book.slug).toBe(CANONICAL);
  });

  it("throws a 301 to the same page under the canonical slug", async () => {
    const response = await thrownBy(
      requireCanonicalBook(database.db, "Padurea-Spanzuratilor", options),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`/recenzie-carte-${CANONICAL}`);
  });

  it("keeps the request's query string on the 301", async () => {
    for (const [search, kept] of [
      ["?utm_source=newsletter&utm_campaign=bf", "?utm_source=newsletter&utm_campaign=bf"],
      ["?pagina=2", "?pagina=2"],
      ["egg=1", "?egg=1"],
      ["?", ""],
      ["", ""],
    ]) {
      const response = await thrownBy(
        requireCanonicalBook(database.db, "Padurea-Spanzuratilor", { ...options, search }),
      );
      expect(response.status, search).toBe(301);
      expect(response.headers.get("Location"), search).toBe(`/recenzie-carte-${CANONICAL}${kept}`);
    }
    // The book at its canonical address is returned, whatever the query.
    const found = await requireCanonicalBook(database.db, CANONICAL, {
      ...options,
      search: "?utm_source=x",
    });
    expect(found.book.slug).toBe(CANONICAL);
  });

  it("throws the 404 page for a book that does not exist", async () => {
    const response = await thrownBy(requireCanonicalBook(database.db, "nu-exista", options));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Pagina nu a fost găsită");
  });
});

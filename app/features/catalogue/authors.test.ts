import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createContributor } from "../../../db/factories";
import { createTestDatabase } from "../../../db/testing";
import {
  authorIndexPage,
  findAuthor,
  indexLetterOf,
  initialsOf,
  parseIndexLetter,
  parseIndexPage,
} from "./authors.server";
import { refreshCatalogueIndex } from "./list-index/index-store.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function author(firstName: string, lastName: string, slug: string, books = 1) {
  const { db } = database;
  const contributor = await createContributor(db, {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`.trim(),
    slug,
  });
  for (let i = 0; i < books; i++) await createBook(db, { authors: [contributor] });
  return contributor;
}

describe("author index letters", () => {
  it("files authors by the first letter of the last name, diacritics folded", () => {
    expect(indexLetterOf("Ștefănescu")).toBe("s");
    expect(indexLetterOf("Şerban")).toBe("s");
    expect(indexLetterOf("Ţepeş")).toBe("t");
    expect(indexLetterOf("Țuculescu")).toBe("t");
    expect(indexLetterOf("Ăsănache")).toBe("a");
    expect(indexLetterOf("Âncuța")).toBe("a");
    expect(indexLetterOf("Îonescu")).toBe("i");
    expect(indexLetterOf("de Balzac")).toBe("d");
    expect(indexLetterOf("Øksendal")).toBeNull();
  });

  it("reads ?litera= leniently and ?pagina= as digits", () => {
    expect(parseIndexLetter("A")).toBe("a");
    expect(parseIndexLetter("ș")).toBe("s");
    expect(parseIndexLetter("ab")).toBeNull();
    expect(parseIndexLetter("1")).toBeNull();
    expect(parseIndexLetter(null)).toBeNull();
    expect(parseIndexPage("3")).toBe(3);
    expect(parseIndexPage("0")).toBe(0);
    expect(parseIndexPage("doi")).toBe(1);
    expect(parseIndexPage("-2")).toBe(1);
    expect(parseIndexPage(null)).toBe(1);
  });

  it("puts Ș under S and Ţ under T, in Romanian order by last name then first name", async () => {
    await author("Vasile", "Szabo", "vasile-szabo");
    await author("Ioana", "Ștefănescu", "ioana-stefanescu");
    await author("Bogdan", "Stan", "bogdan-stan");
    await author("Ana", "Stan", "ana-stan");
    await author("Mihai", "Şerban", "mihai-serban");
    await author("Radu", "Ţepeş", "radu-tepes");
    await refreshCatalogueIndex(database.db);

    const s = await authorIndexPage(database.db, "s", 1);
    expect(s?.authors.map((a) => a.slug)).toEqual([
      "ana-stan",
      "bogdan-stan",
      "vasile-szabo",
      "mihai-serban",
      "ioana-stefanescu",
    ]);
    const t = await authorIndexPage(database.db, "t", 1);
    expect(t?.authors.map((a) => a.slug)).toEqual(["radu-tepes"]);
    expect(s?.letters.find((l) => l.letter === "s")?.count).toBe(5);
    expect(s?.letters.find((l) => l.letter === "q")?.count).toBe(0);

    const all = await authorIndexPage(database.db, null, 1);
    const slugs = all?.authors.map((a) => a.slug) ?? [];
    expect(slugs.indexOf("ioana-stefanescu")).toBeLessThan(slugs.indexOf("radu-tepes"));
  });

  it("counts listed books where the contributor is an author, and lists no one else", async () => {
    const { db } = database;
    const prolific = await author("Elena", "Kovacs", "elena-kovacs", 2);
    await createBook(db, { authors: [prolific], isListed: false });
    const withdrawn = await createContributor(db, {
      firstName: "Paul",
      lastName: "Kiriac",
      name: "Paul Kiriac",
      slug: "paul-kiriac",
    });
    await createBook(db, { authors: [withdrawn], isListed: false });
    const translator = await createContributor(db, {
      firstName: "Dora",
      lastName: "Kalman",
      name: "Dora Kalman",
      slug: "dora-kalman",
    });
    await createBook(db, { authors: [prolific], translators: [translator] });
    await refreshCatalogueIndex(db);

    const k = await authorIndexPage(db, "k", 1);
    expect(k?.authors).toEqual([{ name: "Elena Kovacs", slug: "elena-kovacs", bookCount: 3 }]);
    expect(k?.total).toBe(1);
  });

  it("pages the index and has no page beyond the last", async () => {
    for (const first of ["Aurel", "Bianca", "Cezar", "Dan", "Emil"]) {
      await author(first, "Lungu", `${first.toLowerCase()}-lungu`);
    }
    await refreshCatalogueIndex(database.db);

    const second = await authorIndexPage(database.db, "l", 2, 2);
    expect(second).toMatchObject({ page: 2, pageCount: 3, total: 5 });
    expect(second?.authors.map((a) => a.slug)).toEqual(["cezar-lungu", "dan-lungu"]);
    expect(await authorIndexPage(database.db, "l", 4, 2)).toBeNull();
    expect(await authorIndexPage(database.db, "l", 0, 2)).toBeNull();
    // A letter with no authors has an empty first page, not a missing one.
    expect(await authorIndexPage(database.db, "q", 1)).toMatchObject({ authors: [], total: 0 });
    expect(await authorIndexPage(database.db, "q", 2)).toBeNull();
  });
});

describe("author pages", () => {
  it("finds an author by id and by slug, with initials for the photo circle", async () => {
    const { db } = database;
    const caragiale = await createContributor(db, {
      firstName: "Ion Luca",
      lastName: "Caragiale",
      name: "Ion Luca Caragiale",
      slug: "ion-luca-caragiale",
      biography: "Dramaturg și prozator.",
    });
    const expected = {
      id: caragiale.id,
      name: "Ion Luca Caragiale",
      slug: "ion-luca-caragiale",
      biography: "Dramaturg și prozator.",
      photoUrl: null,
      initials: "IC",
    };
    expect(await findAuthor(db, caragiale.id)).toEqual(expected);
    expect(await findAuthor(db, "ion-luca-caragiale")).toEqual(expected);
  });

  it("does not find unknown authors", async () => {
    expect(await findAuthor(database.db, 999_999)).toBeNull();
    expect(await findAuthor(database.db, "nu-exista")).toBeNull();
  });

  it("builds initials from the first and last name", () => {
    expect(initialsOf("Ștefan", "Țurcanu", "Ștefan Țurcanu")).toBe("ȘȚ");
    expect(initialsOf("", "homer", "Homer")).toBe("H");
    expect(initialsOf("", "", "Anonim")).toBe("A");
  });
});

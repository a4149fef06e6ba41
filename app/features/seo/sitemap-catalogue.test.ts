// The sitemaps of a small catalogue: the index, the addresses of books, authors, publishers,
// categories, main pages and landings in each file, and the product site map page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import {
  createBook,
  createCategory,
  createContributor,
  createPublisher,
} from "../../../db/factories";
import { landings } from "../../../db/schema";
import { createTestDatabase } from "../../../db/testing";
import { refreshCatalogueIndex } from "../catalogue/list-index/index-store.server";
import { productSitemapPage } from "./site-maps.server";
import { sitemapFileXml, sitemapIndexEntries, sitemapIndexXml } from "./sitemap.server";
import { BASE, entriesOf, parseXml } from "./test-sitemap-xml";

const NOW = new Date("2026-06-15T12:00:00Z");
const SMALL = 2;
const options = { publicUrl: BASE, fileSize: SMALL, now: NOW };
const SPECIAL_SLUG = `o-carte-&-alta'n"<mare>"`;

let database: DatabaseHandle;
const listedSlugs: string[] = [];

async function fileEntries(name: string) {
  const xml = await sitemapFileXml(database.db, name, options);
  if (xml === null) throw new Error(`${name} does not exist`);
  return entriesOf(parseXml(xml), "urlset", "url");
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const publisher = await createPublisher(db, { slug: "editura-polirom", name: "Polirom" });
  await createPublisher(db, { slug: "editura-fara-carti", name: "Fără cărți" });
  const literature = await createCategory(db, { slug: "literatura", name: "Literatură" });
  const poetry = await createCategory(db, {
    slug: "poezie",
    name: "Poezie",
    parentId: literature.id,
  });
  await createCategory(db, { slug: "istorie", name: "Istorie" });
  const sadoveanu = await createContributor(db, {
    slug: "mihail-sadoveanu",
    name: "Mihail Sadoveanu",
  });
  const hidden = await createContributor(db, { slug: "autor-ascuns", name: "Autor Ascuns" });
  const translator = await createContributor(db, { slug: "traducator", name: "Traducător" });

  const listed = [
    { title: "Zorile", slug: "zorile" },
    { title: "Țara de dincolo de negură", slug: "tara-de-dincolo-de-negura" },
    { title: "Ana", slug: "ana" },
    { title: "Îngeri", slug: "ingeri", updatedAt: new Date("2025-03-10T23:30:00Z") },
    { title: "Baltagul & alte povești <ediție>", slug: SPECIAL_SLUG },
  ];
  for (const book of listed) {
    await createBook(db, {
      ...book,
      publisherId: publisher.id,
      authors: [sadoveanu],
      translators: [translator],
      categoriesOf: [poetry],
    });
    listedSlugs.push(book.slug);
  }
  await createBook(db, { slug: "carte-retrasa", isListed: false, authors: [hidden] });

  const day = 24 * 60 * 60 * 1000;
  await db.insert(landings).values([
    { kind: "top", slug: "top-vara", title: "Topul verii" },
    {
      kind: "landing",
      slug: "bacalaureat",
      title: "Cărți pentru bacalaureat",
      startsAt: new Date(NOW.getTime() - day),
      endsAt: new Date(NOW.getTime() + day),
    },
    { kind: "black-friday", slug: "black-friday-2025", title: "Black Friday 2025" },
    {
      kind: "campanie",
      slug: "campanie-expirata",
      title: "Expirată",
      endsAt: new Date(NOW.getTime() - day),
    },
    {
      kind: "recomandare",
      slug: "recomandare-viitoare",
      title: "Viitoare",
      startsAt: new Date(NOW.getTime() + day),
    },
  ]);
  await refreshCatalogueIndex(db);
});

afterAll(async () => {
  await database.close();
});

describe("sitemap index", () => {
  it("lists one book file per started group of fileSize books, then the other kinds", async () => {
    const entries = await sitemapIndexEntries(database.db, { fileSize: SMALL, now: NOW });
    expect(entries.map((e) => e.file)).toEqual([
      "carti-1.xml",
      "carti-2.xml",
      "carti-3.xml",
      "autori-1.xml",
      "edituri-1.xml",
      "categorii-1.xml",
      "categorii-2.xml",
      // 16 fixed pages and 3 active landings
      ...Array.from({ length: 10 }, (_, i) => `pagini-${i + 1}.xml`),
    ]);
    const atFullSize = await sitemapIndexEntries(database.db, { now: NOW });
    expect(atFullSize.map((e) => e.file)).toEqual([
      "carti-1.xml",
      "autori-1.xml",
      "edituri-1.xml",
      "categorii-1.xml",
      "pagini-1.xml",
    ]);
  });

  it("is well formed, with an absolute <loc> and a <lastmod> per file", async () => {
    const xml = await sitemapIndexXml(database.db, options);
    const entries = entriesOf(parseXml(xml), "sitemapindex", "sitemap");
    expect(entries).toHaveLength(17);
    expect(entries[0]?.loc).toBe(`${BASE}/sitemaps/carti-1.xml`);
    for (const entry of entries) expect(entry.lastmod).toBeDefined();
    // A book file changes when its newest book does.
    for (const n of [1, 2, 3]) {
      const dates = (await fileEntries(`carti-${n}.xml`)).map((u) => u.lastmod ?? "");
      expect(entries[n - 1]?.lastmod).toBe(dates.sort().at(-1));
    }
  });
});

describe("sitemap files", () => {
  it("are all well formed and every file the index names exists", async () => {
    const entries = await sitemapIndexEntries(database.db, { fileSize: SMALL, now: NOW });
    for (const entry of entries) {
      const urls = await fileEntries(entry.file);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(SMALL);
    }
  });

  it("list every listed book exactly once, in id order, and no unlisted one", async () => {
    const locs: string[] = [];
    for (const n of [1, 2, 3]) {
      for (const url of await fileEntries(`carti-${n}.xml`)) {
        expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        locs.push(url.loc);
      }
    }
    expect(locs).toEqual(listedSlugs.map((slug) => `${BASE}/carte/${encodeURIComponent(slug)}`));
    expect(locs.join(" ")).not.toContain("carte-retrasa");
  });

  it("date a book by its last change in Bucharest", async () => {
    const urls = await fileEntries("carti-2.xml");
    expect(urls.find((u) => u.loc.endsWith("/ingeri"))?.lastmod).toBe("2025-03-11");
  });

  it("escape special characters of slugs", async () => {
    const xml = (await sitemapFileXml(database.db, "carti-3.xml", options)) ?? "";
    expect(xml).toContain(`${BASE}/carte/o-carte-%26-alta&apos;n%22%3Cmare%3E%22`);
    expect(xml).not.toMatch(/'n/);
    const [url] = await fileEntries("carti-3.xml");
    expect(decodeURIComponent(url?.loc.slice(`${BASE}/carte/`.length) ?? "")).toBe(SPECIAL_SLUG);
  });

  it("list authors and publishers that have listed books, and every category", async () => {
    expect((await fileEntries("autori-1.xml")).map((u) => u.loc)).toEqual([
      `${BASE}/autor/mihail-sadoveanu`,
    ]);
    expect((await fileEntries("edituri-1.xml")).map((u) => u.loc)).toEqual([
      `${BASE}/editura/editura-polirom`,
    ]);
    const categories = [
      ...(await fileEntries("categorii-1.xml")),
      ...(await fileEntries("categorii-2.xml")),
    ];
    expect(categories.map((u) => u.loc)).toEqual([
      `${BASE}/carti/literatura`,
      `${BASE}/carti/poezie`,
      `${BASE}/carti/istorie`,
    ]);
  });

  it("list the main pages and only the active landings", async () => {
    const all = await sitemapFileXml(database.db, "pagini-1.xml", { publicUrl: BASE, now: NOW });
    const locs = entriesOf(parseXml(all ?? ""), "urlset", "url").map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/carti`,
        `${BASE}/carti/noutati`,
        `${BASE}/produs-sitemap`,
        `${BASE}/contact`,
        `${BASE}/cariere`,
        `${BASE}/program-de-fidelizare`,
        `${BASE}/top/top-vara`,
        `${BASE}/landing/bacalaureat`,
        `${BASE}/black-friday-2025`,
      ]),
    );
    expect(locs).toHaveLength(19);
    expect(locs.join(" ")).not.toMatch(/expirata|viitoare/);
  });

  it("do not exist for unknown names or numbers past the last file", async () => {
    for (const name of ["carti-4.xml", "autori-2.xml", "pagini-11.xml", "carti-0.xml", "x-1.xml"])
      expect(await sitemapFileXml(database.db, name, options)).toBeNull();
  });
});

describe("product site map", () => {
  it("lists listed books in Romanian alphabetical order with their authors", async () => {
    const first = await productSitemapPage(database.db, 1, 2);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 5 });
    const titles = [1, 2, 3].map(async (page) =>
      (await productSitemapPage(database.db, page, 2))?.books.map((b) => b.title),
    );
    expect((await Promise.all(titles)).flat()).toEqual([
      "Ana",
      "Baltagul & alte povești <ediție>",
      "Îngeri",
      "Țara de dincolo de negură",
      "Zorile",
    ]);
    expect(first?.books[0]?.authors).toEqual([
      { name: "Mihail Sadoveanu", slug: "mihail-sadoveanu" },
    ]);
  });

  it("has no page past the last one", async () => {
    expect(await productSitemapPage(database.db, 4, 2)).toBeNull();
    expect(await productSitemapPage(database.db, 0, 2)).toBeNull();
    expect(await productSitemapPage(database.db, 1)).toMatchObject({ pageCount: 1 });
  });
});

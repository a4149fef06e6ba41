// The sitemap's content addresses: the pages a route shows and the published articles.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { blogPosts, contentPages } from "../../../db/schema-content";
import { createTestDatabase } from "../../../db/testing";
import { MAIN_PAGES, sitemapFileXml, sitemapIndexEntries } from "./sitemap.server";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const BASE = "https://coperta.test";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const at = new Date("2026-10-01T10:00:00Z");
  await db.insert(contentPages).values([
    { slug: "despre-noi", kind: "page", title: "Despre noi", body: "X.", updatedAt: at },
    { slug: "termeni", kind: "help", title: "Termeni", body: "X.", updatedAt: at },
    { slug: "ajutor-4", kind: "help", title: "Retur", body: "X.", position: 4, updatedAt: at },
    { slug: "ajutor-altceva", kind: "help", title: "Fără adresă", body: "X.", updatedAt: at },
    { slug: "regulament-test", kind: "rules", title: "Regulament", body: "X.", updatedAt: at },
  ]);
  await db.insert(blogPosts).values(
    [
      { slug: "veche", publishedAt: new Date(NOW.getTime() - 10 * DAY) },
      { slug: "noua", publishedAt: new Date(NOW.getTime() - DAY) },
      { slug: "ciorna", publishedAt: null },
      { slug: "programata", publishedAt: new Date(NOW.getTime() + DAY) },
    ].map((post) => ({
      ...post,
      title: post.slug,
      excerpt: "E.",
      body: "B.",
      authorName: "A",
      updatedAt: post.publishedAt ?? NOW,
    })),
  );
});
afterAll(async () => {
  await database.close();
});

describe("sitemap content", () => {
  it("lists the pages routes show and the published articles, dated by their last change", async () => {
    const xml =
      (await sitemapFileXml(database.db, "pagini-1.xml", { publicUrl: BASE, now: NOW })) ?? "";
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining(
        [
          "/despre-noi",
          "/ajutor",
          "/ajutor?section=4",
          "/regulament/regulament-test",
          "/blog",
          "/blog/noua",
          "/blog/veche",
        ].map((path) => `${BASE}${path}`),
      ),
    );
    expect(xml).toContain(
      `<url><loc>${BASE}/regulament/regulament-test</loc><lastmod>2026-10-01</lastmod></url>`,
    );
    // The blog changes with its newest article.
    expect(xml).toContain(`<url><loc>${BASE}/blog</loc><lastmod>2026-11-19</lastmod></url>`);
    expect(xml).not.toMatch(/ciorna|programata|ajutor-altceva/);
  });

  it("counts them in the index's files", async () => {
    const entries = await sitemapIndexEntries(database.db, { fileSize: 5, now: NOW });
    const pages = entries.filter((entry) => entry.file.startsWith("pagini-"));
    const xml = await Promise.all(
      pages.map((entry) =>
        sitemapFileXml(database.db, entry.file, { publicUrl: BASE, now: NOW, fileSize: 5 }),
      ),
    );
    const total = xml.join("").match(/<url>/g)?.length ?? 0;
    // The main pages, 4 content pages and the blog with 2 articles.
    expect(total).toBe(MAIN_PAGES.length + 4 + 3);
    expect(pages).toHaveLength(Math.ceil(total / 5));
  });
});

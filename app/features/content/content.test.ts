import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createContributor } from "../../../db/factories";
import { siteSettings } from "../../../db/schema";
import { blogPostBooks, blogPosts, contentPages } from "../../../db/schema-content";
import { createTestDatabase } from "../../../db/testing";
import { refreshCatalogueIndex } from "../catalogue/list-index/index-store.server";
import { blogPage, findBlogPost } from "./blog.server";
import {
  ContentInputError,
  exportPage,
  exportPost,
  importPage,
  importPost,
} from "./editing.server";
import { loadFooterContent } from "./footer-content.server";
import { findContentPage, listContentPages } from "./pages.server";

const NOW = new Date("2026-11-20T12:00:00Z");
const TODAY = "2026-11-20";
const DAY = 86_400_000;
let database: DatabaseHandle;
const bookIds: number[] = [];
const bookSlugs: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const author = await createContributor(db, { slug: "ana-autoare", name: "Ana Autoare" });
  for (const title of ["Prima carte", "A doua carte"]) {
    const book = await createBook(db, { title, authors: [author], publishedOn: "2025-01-01" });
    bookIds.push(book.id);
    bookSlugs.push(book.slug);
  }
  await refreshCatalogueIndex(db);
  await db.insert(contentPages).values([
    {
      slug: "despre-noi",
      kind: "page",
      title: "Despre noi",
      body: "Suntem o **librărie**.\n\n## Editura\n\nText.",
    },
    { slug: "termeni", kind: "help", title: "Termeni și condiții", body: "Termeni.", position: 0 },
    { slug: "ajutor-4", kind: "help", title: "Politica de retur", body: "Retur.", position: 4 },
    { slug: "ajutor-1", kind: "help", title: "Cum comand", body: "Pași.", position: 1 },
    { slug: "ajutor-altceva", kind: "help", title: "Fără adresă", body: "X.", position: 9 },
    {
      slug: "regulament-test",
      kind: "rules",
      title: "Regulamentul campaniei de test",
      description: "Descrierea regulamentului.",
      body: "## 1. Organizator\n\nCoperta.",
      updatedAt: new Date("2026-10-01T10:00:00Z"),
    },
  ]);
  const posts = await db
    .insert(blogPosts)
    .values(
      [
        { slug: "veche", publishedAt: new Date(NOW.getTime() - 10 * DAY) },
        { slug: "noua", publishedAt: new Date(NOW.getTime() - DAY) },
        { slug: "ciorna", publishedAt: null },
        { slug: "programata", publishedAt: new Date(NOW.getTime() + DAY) },
      ].map((post) => ({
        ...post,
        title: `Articolul ${post.slug}`,
        excerpt: `Rezumatul ${post.slug}.`,
        authorName: "Ioana M.",
        body: `Corpul articolului ${post.slug}. <script>alert(1)</script>`,
      })),
    )
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  const noua = posts.find((post) => post.slug === "noua")?.id ?? 0;
  await db.insert(blogPostBooks).values([
    { postId: noua, bookId: bookIds[1] ?? 0, position: 0 },
    { postId: noua, bookId: bookIds[0] ?? 0, position: 1 },
  ]);
});
afterAll(async () => {
  await database.close();
});

describe("content pages", () => {
  it("render sanitised Markdown, with the first paragraph as the description when none is set", async () => {
    const page = await findContentPage(database.db, "despre-noi", "page");
    expect(page).toMatchObject({
      slug: "despre-noi",
      title: "Despre noi",
      description: "Suntem o librărie.",
    });
    expect(page?.html).toContain('<h2 id="editura">Editura</h2>');
    const rules = await findContentPage(database.db, "regulament-test");
    expect(rules?.description).toBe("Descrierea regulamentului.");
  });

  it("are found only by their slug and, when asked, their kind", async () => {
    expect(await findContentPage(database.db, "nu-exista")).toBeNull();
    expect(await findContentPage(database.db, "despre-noi", "help")).toBeNull();
  });

  it("list the help pages in their order, with their addresses, leaving out those no route shows", async () => {
    expect(await listContentPages(database.db, "help")).toEqual([
      { slug: "termeni", title: "Termeni și condiții", path: "/ajutor" },
      { slug: "ajutor-1", title: "Cum comand", path: "/ajutor?section=1" },
      { slug: "ajutor-4", title: "Politica de retur", path: "/ajutor?section=4" },
    ]);
  });
});

describe("blog", () => {
  it("lists published articles newest first, without drafts or scheduled ones, in pages", async () => {
    const first = await blogPage(database.db, { page: 1, now: NOW, pageSize: 1 });
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 2 });
    expect(first?.posts.map((post) => post.slug)).toEqual(["noua"]);
    const second = await blogPage(database.db, { page: 2, now: NOW, pageSize: 1 });
    expect(second?.posts.map((post) => post.slug)).toEqual(["veche"]);
    expect(await blogPage(database.db, { page: 3, now: NOW, pageSize: 1 })).toBeNull();
    // A scheduled article appears once its time comes.
    const later = await blogPage(database.db, { page: 1, now: new Date(NOW.getTime() + 2 * DAY) });
    expect(later?.posts.map((post) => post.slug)).toEqual(["programata", "noua", "veche"]);
  });

  it("finds a published article with its books' cards in its order, sanitised", async () => {
    const post = await findBlogPost(database.db, "noua", { now: NOW, today: TODAY });
    expect(post?.books.map((book) => book.title)).toEqual(["A doua carte", "Prima carte"]);
    expect(post?.books[0]?.authors).toEqual([{ name: "Ana Autoare", slug: "ana-autoare" }]);
    expect(post?.html).toBe("<p>Corpul articolului noua. </p>\n");
  });

  it("does not find unknown, draft or scheduled articles", async () => {
    for (const slug of ["nu-exista", "ciorna", "programata"]) {
      expect(await findBlogPost(database.db, slug, { now: NOW, today: TODAY }), slug).toBeNull();
    }
  });
});

describe("footer content", () => {
  it("links the rules' PDFs and the social pages of the shop.socialLinks setting", async () => {
    const { db } = database;
    expect(await loadFooterContent(db)).toEqual({
      rules: [{ name: "Regulamentul campaniei de test", url: "/regulamente/regulament-test.pdf" }],
      social: [],
    });
    await db.insert(siteSettings).values({
      key: "shop.socialLinks",
      value: [{ name: "Instagram", url: "https://www.instagram.com/coperta" }],
    });
    expect((await loadFooterContent(db)).social).toEqual([
      { name: "Instagram", url: "https://www.instagram.com/coperta" },
    ]);
    // A malformed value (a javascript: address) falls back to none.
    await db
      .update(siteSettings)
      .set({ value: [{ name: "Rău", url: "javascript:alert(1)" }] })
      .where(sql`${siteSettings.key} = 'shop.socialLinks'`);
    expect((await loadFooterContent(db)).social).toEqual([]);
  });
});

describe("editing", () => {
  it("exports a page and imports it back changed; a new rules page gets its kind from its slug", async () => {
    const { db } = database;
    const exported = (await exportPage(db, "ajutor-4")) ?? "";
    expect(exported).toMatch(/^---\nkind: help\ntitle: Politica de retur\n/);
    const changed = exported.replace("Retur.", "Retur în 30 de zile.");
    expect(await importPage(db, "ajutor-4", changed, { title: "Retururi" }, NOW)).toEqual({
      created: false,
      path: "/ajutor?section=4",
    });
    const page = await findContentPage(db, "ajutor-4");
    expect(page).toMatchObject({ title: "Retururi", updatedAt: NOW.toISOString() });
    expect(page?.html).toBe("<p>Retur în 30 de zile.</p>\n");
    const created = await importPage(db, "regulament-nou", "Corp.", { title: "Nou" }, NOW);
    expect(created).toEqual({ created: true, path: "/regulament/regulament-nou" });
  });

  it("refuses bad slugs, empty bodies, help pages the help page cannot show and unknown books", async () => {
    const { db } = database;
    const refused = (promise: Promise<unknown>) =>
      expect(promise).rejects.toThrow(ContentInputError);
    await refused(importPage(db, "Rău Slug", "Corp.", { title: "X" }, NOW));
    await refused(importPage(db, "pagina-noua", "", { title: "X" }, NOW));
    await refused(importPage(db, "pagina-noua", "Corp.", {}, NOW));
    await refused(importPage(db, "pagina-noua", "Corp.", { title: "X", kind: "help" }, NOW));
    await refused(
      importPost(
        db,
        "articol",
        "Corp.",
        { title: "T", excerpt: "E", author: "A", books: "nu-exista" },
        NOW,
      ),
    );
  });

  it("creates an article with its books, and exports it with them", async () => {
    const { db } = database;
    const text = `---\ntitle: Articol nou\nexcerpt: Pe scurt.\nauthor: Radu E.\npublished: 2026-11-19T09:00:00+02:00\nbooks: ${bookSlugs[1]}, ${bookSlugs[0]}\n---\n\nCorp.`;
    expect(await importPost(db, "articol-nou", text, {}, NOW)).toEqual({ created: true, books: 2 });
    const post = await findBlogPost(db, "articol-nou", { now: NOW, today: TODAY });
    expect(post?.books.map((book) => book.id)).toEqual([bookIds[1], bookIds[0]]);
    expect(await exportPost(db, "articol-nou")).toContain(
      `books: ${bookSlugs[1]}, ${bookSlugs[0]}\n`,
    );
    // A draft: no date.
    await importPost(db, "articol-nou", "Corp.", { published: "" }, NOW);
    expect(await findBlogPost(db, "articol-nou", { now: NOW, today: TODAY })).toBeNull();
  });
});

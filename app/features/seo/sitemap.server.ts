// Sitemaps for crawlers: a sitemap index and its XML files, each of at most SITEMAP_FILE_SIZE
// addresses, numbered from 1 per kind, read from the database; their names and XML are in
// sitemap-xml.ts. The HTML site maps for people are in site-maps.server.ts, the answer that
// carries them (and robots.txt) in cached-text.server.ts.
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  isNotNull,
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  authorPath,
  BLOG_PATH,
  blogPostPath,
  bookPath,
  categoryPath,
  contentPagePath,
  publisherPath,
} from "~/lib/paths";
import type { Database } from "../../../db/client.server";
import {
  bookContributors,
  books,
  catalogueState,
  categories,
  contributors,
  publishers,
} from "../../../db/schema";
import { blogPosts, contentPages } from "../../../db/schema-content";
import { SHOP_TIME_ZONE, todayInShop } from "../../lib/dates";
import { activeLandings } from "../catalogue/landings.server";
import { cachedByCatalogue } from "../catalogue/list-index/index-store.server";
import {
  parseSitemapFile,
  SITEMAP_FILE_SIZE,
  type SitemapIndexEntry,
  type SitemapKind,
  type SitemapUrl,
  sitemapFileCount,
  sitemapFileName,
  sitemapIndexOf,
  urlsetXml,
} from "./sitemap-xml";

export interface SitemapOptions {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  fileSize?: number;
  /** Decides which landings are active. */
  now?: Date;
}

export interface NamedPage {
  name: string;
  path: string;
}

/** The shop's fixed pages, in the order the HTML site map shows them. */
export const MAIN_PAGES: readonly NamedPage[] = [
  { name: "Acasă", path: "/" },
  { name: "Toate cărțile", path: "/carti" },
  { name: "Cărți noi", path: "/carti/noutati" },
  { name: "Noutăți", path: "/noutati" },
  { name: "Lansări lunare", path: "/lansari-lunare" },
  { name: "Cărți de top", path: "/carti-de-top" },
  { name: "Autori de la A la Z", path: "/autori" },
  { name: "Edituri", path: "/edituri" },
  { name: "Toate produsele", path: "/produs-sitemap" },
  { name: "Harta site-ului", path: "/sitemap" },
  { name: "Contact", path: "/contact" },
  { name: "Cariere", path: "/cariere" },
  { name: "Newsletter", path: "/newsletter" },
  { name: "Publică o carte", path: "/publica-o-carte" },
  { name: "Voucher cadou", path: "/vouchercadou" },
  { name: "Programul de fidelitate", path: "/program-de-fidelizare" },
];

/** Landings running at `now`, as the HTML and XML site maps list them. */
export async function activeLandingPages(
  db: Database,
  now: Date = new Date(),
): Promise<NamedPage[]> {
  const active = await activeLandings(db, now);
  return active.map((landing) => ({ name: landing.title, path: landing.path }));
}

/** A timestamp column as a calendar date in the shop's time zone, formatted by the database. */
const shopDate = (column: SQL | AnyColumn) =>
  sql<string>`to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;

const listedBook = eq(books.isListed, true);

/** Authors with at least one listed book: the others have no page worth crawling. */
function authorWithBooks(db: Database) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(bookContributors)
      .innerJoin(books, eq(books.id, bookContributors.bookId))
      .where(
        and(
          eq(bookContributors.contributorId, contributors.id),
          eq(bookContributors.role, "author"),
          listedBook,
        ),
      ),
  );
}

function publisherWithBooks(db: Database) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(books)
      .where(and(eq(books.publisherId, publishers.id), listedBook)),
  );
}

const segment = encodeURIComponent;

/** How many addresses a kind has (books are counted per file by bookFileDates). */
async function countOf(
  db: Database,
  kind: Exclude<SitemapKind, "carti">,
  now: Date,
): Promise<number> {
  switch (kind) {
    case "autori": {
      const [row] = await db.select({ n: count() }).from(contributors).where(authorWithBooks(db));
      return row?.n ?? 0;
    }
    case "edituri": {
      const [row] = await db.select({ n: count() }).from(publishers).where(publisherWithBooks(db));
      return row?.n ?? 0;
    }
    case "categorii": {
      const [row] = await db.select({ n: count() }).from(categories);
      return row?.n ?? 0;
    }
    case "pagini":
      return (await fixedPages(db, now)).length;
  }
}

async function fixedPages(db: Database, now: Date): Promise<SitemapUrl[]> {
  const active = await activeLandingPages(db, now);
  return [
    ...[...MAIN_PAGES, ...active].map((page) => ({ path: page.path })),
    ...(await contentUrls(db, now)),
  ];
}

/**
 * The content pages a route shows (about, help sections, rules) and the blog with its published
 * articles, dated by their last change. Read here, like the catalogue's tables above.
 */
async function contentUrls(db: Database, now: Date): Promise<SitemapUrl[]> {
  const publishedPost = and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now));
  const [pages, posts] = await Promise.all([
    db
      .select({
        kind: contentPages.kind,
        slug: contentPages.slug,
        lastmod: shopDate(contentPages.updatedAt),
      })
      .from(contentPages)
      .orderBy(asc(contentPages.kind), asc(contentPages.position), asc(contentPages.slug)),
    db
      .select({ slug: blogPosts.slug, lastmod: shopDate(blogPosts.updatedAt) })
      .from(blogPosts)
      .where(publishedPost)
      .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id)),
  ]);
  const urls: SitemapUrl[] = pages.flatMap((page) => {
    const path = contentPagePath(page.kind, page.slug);
    return path ? [{ path, lastmod: page.lastmod }] : [];
  });
  if (posts.length > 0) {
    const newest =
      posts
        .map((post) => post.lastmod)
        .sort()
        .at(-1) ?? null;
    urls.push({ path: BLOG_PATH, lastmod: newest });
    for (const post of posts) urls.push({ path: blogPostPath(post.slug), lastmod: post.lastmod });
  }
  return urls;
}

/**
 * Listed books, counted once per catalogue version: a book file numbered past them is a 404
 * without its OFFSET query, which walked every listed book first (0.2-0.3 s at 100,000 books, for
 * any `carti-999999.xml`, uncached as 404s are).
 */
function listedBookCount(db: Database): Promise<number> {
  return cachedByCatalogue(db, "sitemap:listed-books", async () => {
    const [row] = await db.select({ n: count() }).from(books).where(listedBook);
    return row?.n ?? 0;
  });
}

/** One file's addresses, ordered by id so that files stay stable as the catalogue grows. */
async function urlsOf(
  db: Database,
  kind: SitemapKind,
  offset: number,
  limit: number,
  now: Date,
): Promise<SitemapUrl[]> {
  switch (kind) {
    case "carti": {
      const rows = await db
        .select({ slug: books.slug, lastmod: shopDate(books.updatedAt) })
        .from(books)
        .where(listedBook)
        .orderBy(asc(books.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ path: bookPath(segment(row.slug)), lastmod: row.lastmod }));
    }
    case "autori": {
      const rows = await db
        .select({ slug: contributors.slug })
        .from(contributors)
        .where(authorWithBooks(db))
        .orderBy(asc(contributors.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ path: authorPath(segment(row.slug)) }));
    }
    case "edituri": {
      const rows = await db
        .select({ slug: publishers.slug })
        .from(publishers)
        .where(publisherWithBooks(db))
        .orderBy(asc(publishers.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ path: publisherPath(segment(row.slug)) }));
    }
    case "categorii": {
      const rows = await db
        .select({ slug: categories.slug })
        .from(categories)
        .orderBy(asc(categories.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ path: categoryPath(segment(row.slug)) }));
    }
    case "pagini":
      return (await fixedPages(db, now)).slice(offset, offset + limit);
  }
}

/** The date of the catalogue's last change (a trigger keeps it), the lastmod of non-book files. */
async function catalogueChangedOn(db: Database, now: Date): Promise<string> {
  const [row] = await db
    .select({ day: shopDate(catalogueState.changedAt) })
    .from(catalogueState)
    .limit(1);
  return row?.day ?? todayInShop(now);
}

/** Newest change of the books of each book file, in file order. */
async function bookFileDates(db: Database, fileSize: number): Promise<string[]> {
  const numbered = db
    .select({
      updatedAt: books.updatedAt,
      file: sql<number>`(row_number() over (order by ${books.id}) - 1) / ${fileSize}`.as("file"),
    })
    .from(books)
    .where(listedBook)
    .as("numbered");
  const rows = await db
    .select({ file: numbered.file, lastmod: shopDate(sql`max(${numbered.updatedAt})`) })
    .from(numbered)
    .groupBy(numbered.file)
    .orderBy(numbered.file);
  return rows.map((row) => row.lastmod);
}

/** Every sitemap file with its lastmod; kinds without addresses have no file. */
export async function sitemapIndexEntries(
  db: Database,
  { fileSize = SITEMAP_FILE_SIZE, now = new Date() }: Omit<SitemapOptions, "publicUrl"> = {},
): Promise<SitemapIndexEntry[]> {
  const others = ["autori", "edituri", "categorii", "pagini"] as const;
  const [bookDates, changedOn, ...counts] = await Promise.all([
    bookFileDates(db, fileSize),
    catalogueChangedOn(db, now),
    ...others.map((kind) => countOf(db, kind, now)),
  ]);
  const entries = bookDates.map((lastmod, i) => ({
    file: sitemapFileName("carti", i + 1),
    lastmod,
  }));
  others.forEach((kind, k) => {
    const files = sitemapFileCount(counts[k] ?? 0, fileSize);
    for (let n = 1; n <= files; n++)
      entries.push({ file: sitemapFileName(kind, n), lastmod: changedOn });
  });
  return entries;
}

export async function sitemapIndexXml(db: Database, options: SitemapOptions): Promise<string> {
  return sitemapIndexOf(options.publicUrl, await sitemapIndexEntries(db, options));
}

/** The XML of one sitemap file, or null when no such file exists (unknown name, number too high). */
export async function sitemapFileXml(
  db: Database,
  name: string,
  { publicUrl, fileSize = SITEMAP_FILE_SIZE, now = new Date() }: SitemapOptions,
): Promise<string | null> {
  const file = parseSitemapFile(name);
  if (!file) return null;
  if (file.kind === "carti" && (file.n - 1) * fileSize >= (await listedBookCount(db))) return null;
  const urls = await urlsOf(db, file.kind, (file.n - 1) * fileSize, fileSize, now);
  if (urls.length === 0) return null;
  return urlsetXml(publicUrl, urls);
}

// Editing content without a code change (scripts/content.ts): list, export a page or article as
// a Markdown file with its fields, import one back (create or update). Every field is checked
// here; the page's `updated_at` moves, so caches and the rules' PDF (its ETag) follow.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { contentPagePath, helpSectionOf, TERMS_SLUG } from "~/lib/paths";
import type { Database } from "../../../db/client.server";
import { books } from "../../../db/schema";
import { blogPostBooks, blogPosts, contentPages } from "../../../db/schema-content";
import { formatMarkdownFile, parseMarkdownFile } from "./front-matter";

const slug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters, digits and single hyphens");
const body = z.string().trim().min(1, "the body is empty").max(200_000);

const pageFields = z.object({
  kind: z.enum(["page", "help", "rules"]),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(300),
  position: z.coerce.number().int().min(0).max(1000),
  body,
});

const postFields = z.object({
  title: z.string().trim().min(1).max(200),
  excerpt: z.string().trim().min(1).max(500),
  author: z.string().trim().min(1).max(100),
  /** An ISO date-time; empty: a draft. */
  published: z.union([z.literal(""), z.iso.datetime({ offset: true })]),
  /** Book slugs, comma-separated, in the order of their cards. */
  books: z.string(),
  body,
});

export class ContentInputError extends Error {}

function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ContentInputError(
    parsed.error.issues
      .map((issue) => `${issue.path.join(".") || "value"}: ${issue.message}`)
      .join("\n"),
  );
}

function parseFile(text: string) {
  try {
    return parseMarkdownFile(text);
  } catch (error) {
    throw new ContentInputError(error instanceof Error ? error.message : String(error));
  }
}

/** The kind a new page's slug implies: the help page's, a campaign's rules, or a plain page. */
export function kindOfSlug(pageSlug: string): "page" | "help" | "rules" {
  if (pageSlug === TERMS_SLUG || helpSectionOf(pageSlug) !== null) return "help";
  return pageSlug.startsWith("regulament-") ? "rules" : "page";
}

export async function listContent(db: Database, now: Date) {
  const [pages, posts] = await Promise.all([
    db
      .select({
        slug: contentPages.slug,
        kind: contentPages.kind,
        title: contentPages.title,
        position: contentPages.position,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .orderBy(asc(contentPages.kind), asc(contentPages.position), asc(contentPages.slug)),
    db
      .select({ slug: blogPosts.slug, title: blogPosts.title, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, asc(blogPosts.slug)),
  ]);
  return {
    pages: pages.map((page) => ({ ...page, path: contentPagePath(page.kind, page.slug) })),
    posts: posts.map((post) => ({
      ...post,
      status: !post.publishedAt ? "draft" : post.publishedAt > now ? "scheduled" : "published",
    })),
  };
}

export async function exportPage(db: Database, pageSlug: string): Promise<string | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(eq(contentPages.slug, pageSlug))
    .limit(1);
  if (!row) return null;
  const { kind, title, description, position } = row;
  return formatMarkdownFile({ kind, title, description, position }, row.body);
}

export async function exportPost(db: Database, postSlug: string): Promise<string | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, postSlug)).limit(1);
  if (!row) return null;
  const linked = await db
    .select({ slug: books.slug })
    .from(blogPostBooks)
    .innerJoin(books, eq(books.id, blogPostBooks.bookId))
    .where(eq(blogPostBooks.postId, row.id))
    .orderBy(asc(blogPostBooks.position));
  return formatMarkdownFile(
    {
      title: row.title,
      excerpt: row.excerpt,
      author: row.authorName,
      published: row.publishedAt?.toISOString() ?? "",
      books: linked.map((book) => book.slug).join(", "),
    },
    row.body,
  );
}

/** Creates or updates a page from a file's text; `overrides` (command-line options) win. */
export async function importPage(
  db: Database,
  pageSlug: string,
  text: string,
  overrides: Record<string, string>,
  now: Date,
): Promise<{ created: boolean; path: string | null }> {
  check(slug, pageSlug);
  const file = parseFile(text);
  const [existing] = await db
    .select({
      kind: contentPages.kind,
      title: contentPages.title,
      description: contentPages.description,
      position: contentPages.position,
    })
    .from(contentPages)
    .where(eq(contentPages.slug, pageSlug))
    .limit(1);
  const values = check(pageFields, {
    kind: kindOfSlug(pageSlug),
    description: "",
    position: 0,
    ...existing,
    ...file.fields,
    ...overrides,
    body: file.body,
  });
  if (values.kind === "help" && kindOfSlug(pageSlug) !== "help") {
    throw new ContentInputError(`help pages are "${TERMS_SLUG}" or "ajutor-N" (N from 1 to 99)`);
  }
  await db
    .insert(contentPages)
    .values({ slug: pageSlug, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: contentPages.slug, set: { ...values, updatedAt: now } });
  return { created: !existing, path: contentPagePath(values.kind, pageSlug) };
}

/** Creates or updates an article and its books (by slug) from a file's text. */
export async function importPost(
  db: Database,
  postSlug: string,
  text: string,
  overrides: Record<string, string>,
  now: Date,
): Promise<{ created: boolean; books: number }> {
  check(slug, postSlug);
  const file = parseFile(text);
  const [existing] = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      author: blogPosts.authorName,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.slug, postSlug))
    .limit(1);
  const values = check(postFields, {
    books: "",
    published: "",
    ...(existing ? { ...existing, published: existing.publishedAt?.toISOString() ?? "" } : {}),
    ...file.fields,
    ...overrides,
    body: file.body,
  });
  const slugs = values.books
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const found = slugs.length
    ? await db
        .select({ id: books.id, slug: books.slug })
        .from(books)
        .where(inArray(books.slug, slugs))
    : [];
  const idOf = new Map(found.map((book) => [book.slug, book.id]));
  const missing = slugs.filter((bookSlug) => !idOf.has(bookSlug));
  if (missing.length)
    throw new ContentInputError(`books: no book with the slug ${missing.join(", ")}`);
  const row = {
    title: values.title,
    excerpt: values.excerpt,
    authorName: values.author,
    publishedAt: values.published ? new Date(values.published) : null,
    body: values.body,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(blogPosts)
      .values({ slug: postSlug, ...row })
      .onConflictDoUpdate({ target: blogPosts.slug, set: row })
      .returning({ id: blogPosts.id });
    if (!saved) throw new Error("the article was not saved");
    await tx.delete(blogPostBooks).where(eq(blogPostBooks.postId, saved.id));
    const unique = [...new Set(slugs)];
    if (unique.length) {
      await tx.insert(blogPostBooks).values(
        unique.map((bookSlug, position) => ({
          postId: saved.id,
          bookId: idOf.get(bookSlug) ?? 0,
          position,
        })),
      );
    }
  });
  return { created: !existing, books: new Set(slugs).size };
}

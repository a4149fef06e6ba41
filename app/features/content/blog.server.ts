// The blog: published articles newest first, and one article with the books it mentions as the
// catalogue's cards. A post without a publication date is a draft; one dated in the future shows
// from then on. Neither is listed, nor found by its address.
import { and, asc, count, desc, eq, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { blogPostBooks, blogPosts } from "../../../db/schema-content";
import { bookCardsByIds } from "../catalogue/book-cards.server";
import { renderMarkdown } from "./markdown.server";
import type { BlogPage, BlogPost, BlogPostSummary } from "./types";

/** Articles per page of /blog. */
export const BLOG_PAGE_SIZE = 10;

const published = (now: Date) =>
  and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now));

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  authorName: blogPosts.authorName,
  publishedAt: blogPosts.publishedAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof blogPosts.$inferSelect)[K] };

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    authorName: row.authorName,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}

/** One page of published articles, or null for a page past the last (page 1 always exists). */
export async function blogPage(
  db: Database,
  options: { page: number; now: Date; pageSize?: number },
): Promise<BlogPage | null> {
  const { page, now, pageSize = BLOG_PAGE_SIZE } = options;
  const [totals] = await db.select({ n: count() }).from(blogPosts).where(published(now));
  const total = totals?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(published(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { posts: rows.map(toSummary), page, pageCount, total };
}

/** A published article with its books' cards, or null (unknown, draft or not yet published). */
export async function findBlogPost(
  db: Database,
  slug: string,
  options: { now: Date; today: string },
): Promise<BlogPost | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      id: blogPosts.id,
      body: blogPosts.body,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published(options.now)))
    .limit(1);
  if (!row) return null;
  const links = await db
    .select({ bookId: blogPostBooks.bookId })
    .from(blogPostBooks)
    .where(eq(blogPostBooks.postId, row.id))
    .orderBy(asc(blogPostBooks.position), asc(blogPostBooks.bookId));
  const books = await bookCardsByIds(
    db,
    links.map((link) => link.bookId),
    options.today,
  );
  return {
    ...toSummary(row),
    html: renderMarkdown(row.body).html,
    updatedAt: row.updatedAt.toISOString(),
    books,
  };
}

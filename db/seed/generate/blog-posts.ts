// The demo blog's rows: each article of data/blog-posts.ts with the books its rule picks from
// the generated catalogue, listed in its Markdown (linked to their pages) and as its cards.
// No randomness: the same catalogue gives the same articles.
import { bookPath } from "../../../app/lib/paths";
import type { blogPostBooks, blogPosts } from "../../schema-content";
import { BLOG_POSTS, type BookPick } from "../data/blog-posts";
import type { TopCategorySlug } from "../data/categories";
import { type SeedCalendar, shopMidnight } from "./calendar";
import type { BookRow, CatalogueRows } from "./context";

export type BlogPostRow = typeof blogPosts.$inferInsert & { id: number };
export type BlogPostBookRow = typeof blogPostBooks.$inferInsert;

const HOUR_MS = 3_600_000;
const READABLE = new Set(["paperback", "hardcover"]);

function pickBooks(
  pick: BookPick,
  rows: CatalogueRows,
  topOfBook: (TopCategorySlug | undefined)[],
  today: string,
): BookRow[] {
  const published = rows.books.filter(
    (book) =>
      book.isListed !== false &&
      READABLE.has(book.format) &&
      book.publishedOn != null &&
      book.publishedOn <= today,
  );
  switch (pick.kind) {
    case "titles":
      return pick.titles.flatMap((title) => published.find((book) => book.title === title) ?? []);
    case "publisher": {
      const publisher = rows.publishers.find((row) => row.slug === pick.slug);
      return published
        .filter((book) => publisher && book.publisherId === publisher.id)
        .sort((a, b) => (b.publishedOn ?? "").localeCompare(a.publishedOn ?? "") || a.id - b.id)
        .slice(0, pick.count);
    }
    case "category": {
      const tops = new Set(pick.top);
      const inCategory = published.filter((book) => {
        const top = topOfBook[book.id];
        return top !== undefined && tops.has(top);
      });
      const byOrder =
        pick.order === "newest"
          ? (a: BookRow, b: BookRow) => (b.publishedOn ?? "").localeCompare(a.publishedOn ?? "")
          : (a: BookRow, b: BookRow) => (b.salesCount ?? 0) - (a.salesCount ?? 0);
      return inCategory.sort((a, b) => byOrder(a, b) || a.id - b.id).slice(0, pick.count);
    }
  }
}

/** The authors of each book, in their order, by book id. */
function authorsByBook(rows: CatalogueRows): Map<number, string[]> {
  const names = new Map(rows.contributors.map((person) => [person.id, person.name]));
  const links = rows.bookContributors
    .filter((link) => link.role === "author")
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const byBook = new Map<number, string[]>();
  for (const link of links) {
    const name = names.get(link.contributorId);
    if (!name) continue;
    const list = byBook.get(link.bookId);
    if (list) list.push(name);
    else byBook.set(link.bookId, [name]);
  }
  return byBook;
}

/** The first sentence of a description, for a line under the book's title. */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return (match?.[0] ?? text).trim();
}

export function buildBlogPosts(
  rows: CatalogueRows,
  topOfBook: (TopCategorySlug | undefined)[],
  calendar: SeedCalendar,
): { blogPosts: BlogPostRow[]; blogPostBooks: BlogPostBookRow[] } {
  const authors = authorsByBook(rows);
  const posts: BlogPostRow[] = [];
  const links: BlogPostBookRow[] = [];
  BLOG_POSTS.forEach((seed, i) => {
    const id = i + 1;
    const books = pickBooks(seed.pick, rows, topOfBook, calendar.referenceDate);
    const list = books.map((book) => {
      const by = authors.get(book.id)?.join(", ");
      const line = book.language === "ro" ? firstSentence(book.description ?? "") : "";
      return [`### [${book.title}](${bookPath(book.slug)})`, by ? `*${by}*` : "", line]
        .filter(Boolean)
        .join("\n\n");
    });
    const body = [
      seed.intro,
      ...(list.length ? [`## ${seed.listTitle}`, ...list] : []),
      seed.outro,
    ].join("\n\n");
    // Mornings at 9 in Bucharest, some days apart.
    const publishedAt = new Date(
      shopMidnight(calendar.referenceDay - seed.daysAgo).getTime() + 9 * HOUR_MS,
    );
    posts.push({
      id,
      slug: seed.slug,
      title: seed.title,
      excerpt: seed.excerpt,
      body,
      authorName: seed.authorName,
      publishedAt,
      updatedAt: publishedAt,
    });
    links.push(...books.map((book, position) => ({ postId: id, bookId: book.id, position })));
  });
  return { blogPosts: posts, blogPostBooks: links };
}

// Content pages (content_pages): the about page, the help sections and terms, campaign rules.
// Read with explicit columns and rendered to sanitised HTML here; the pages are public and the
// same for everyone, so their routes let shared caches keep them (CONTENT_CACHE_CONTROL).
import { and, asc, eq } from "drizzle-orm";
import { contentPagePath } from "~/lib/paths";
import type { Database } from "../../../db/client.server";
import { contentPages } from "../../../db/schema-content";
import { renderMarkdown } from "./markdown.server";
import type { ContentKind, ContentLink, ContentPage } from "./types";

/** Content pages change by hand, rarely: five minutes in any cache is soon enough. */
export const CONTENT_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=600";

export function contentHeaders(): HeadersInit {
  return { "Cache-Control": CONTENT_CACHE_CONTROL };
}

const pageColumns = {
  slug: contentPages.slug,
  kind: contentPages.kind,
  title: contentPages.title,
  description: contentPages.description,
  body: contentPages.body,
  updatedAt: contentPages.updatedAt,
};

/** The page, rendered, or null when there is none of that slug (and kind, when given). */
export async function findContentPage(
  db: Database,
  slug: string,
  kind?: ContentKind,
): Promise<ContentPage | null> {
  const [row] = await db
    .select(pageColumns)
    .from(contentPages)
    .where(
      kind
        ? and(eq(contentPages.slug, slug), eq(contentPages.kind, kind))
        : eq(contentPages.slug, slug),
    )
    .limit(1);
  if (!row) return null;
  const rendered = renderMarkdown(row.body);
  return {
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    description: row.description.trim() || rendered.summary || row.title,
    html: rendered.html,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The pages of a kind in their order, with where each is shown (pages no route shows are left out). */
export async function listContentPages(db: Database, kind: ContentKind): Promise<ContentLink[]> {
  const rows = await db
    .select({ slug: contentPages.slug, title: contentPages.title })
    .from(contentPages)
    .where(eq(contentPages.kind, kind))
    .orderBy(asc(contentPages.position), asc(contentPages.slug));
  return rows.flatMap(({ slug, title }) => {
    const path = contentPagePath(kind, slug);
    return path ? [{ slug, title, path }] : [];
  });
}

/** A campaign's rules as their Markdown source (the PDF is generated from it), or null. */
export async function findRulesDocument(db: Database, slug: string) {
  const [row] = await db
    .select({
      slug: contentPages.slug,
      title: contentPages.title,
      body: contentPages.body,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.kind, "rules")))
    .limit(1);
  return row ?? null;
}

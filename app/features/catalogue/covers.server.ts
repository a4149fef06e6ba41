// Renders generated covers to JPEG, WebP and AVIF on request, caching the files under DATA_DIR.
// The cache is only a cache: any instance can rebuild a file from the database.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../../db/client.server";
import {
  bookCategories,
  bookContributors,
  books,
  categories,
  contributors,
  publishers,
} from "../../../db/schema";
import { outerBookId } from "./book-cards.server";
import { coverSvg } from "./cover-art";
import { COVER_WIDTHS, type CoverFile, type CoverFormat } from "./cover-files";
import { coverVersion } from "./cover-version.server";

export { parseCoverFile } from "./cover-files";

export function coverCacheDir(dataDir: string): string {
  return path.join(dataDir, "cache", "coperti");
}

export const COVER_CACHE_CONTROL = {
  /** A versioned URL of the current cover: its bytes never change. */
  current: "public, max-age=31536000, immutable",
  /** An unversioned or outdated URL: whatever the cover is now, so only for a day. */
  changing: "public, max-age=86400, stale-while-revalidate=86400",
} as const;

const CONTENT_TYPES: Record<CoverFormat, string> = {
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

/** A listed book's cover as requested: what to answer with, before any pixel is rendered. */
export interface CoverAnswer {
  contentType: string;
  etag: string;
  /** The URL named the current version: its content never changes. */
  current: boolean;
  /** The bytes, from the file cache or rendered now. */
  body: () => Promise<Buffer>;
}

/** Null when no listed book has that id. */
export async function findCover(
  db: Database,
  cacheDir: string,
  request: CoverFile,
): Promise<CoverAnswer | null> {
  const [book] = await db
    .select({
      id: books.id,
      title: books.title,
      updatedAt: sql<string>`extract(epoch from ${books.updatedAt})::bigint::text`,
      publisher: publishers.name,
      author: sql<string | null>`(select c.name from ${bookContributors} bc
        join ${contributors} c on c.id = bc.contributor_id
        where bc.book_id = ${outerBookId} and bc.role = 'author' order by bc.position limit 1)`,
      // The top-level category of the primary one (its palettes), else of any category.
      category: sql<string | null>`(select coalesce(parent.slug, c.slug)
        from ${bookCategories} bcat join ${categories} c on c.id = bcat.category_id
        left join ${categories} parent on parent.id = c.parent_id
        where bcat.book_id = ${outerBookId} order by bcat.is_primary desc, c.id limit 1)`,
    })
    .from(books)
    .leftJoin(publishers, eq(publishers.id, books.publisherId))
    .where(and(eq(books.id, request.bookId), eq(books.isListed, true)))
    .limit(1);
  if (!book) return null;

  const version = coverVersion(Number(book.updatedAt));
  const name = `${book.id}-${request.size}-${version}.${request.format}`;
  const file = path.join(cacheDir, name);
  const body = async () => {
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    const rendered = await renderCover(
      coverSvg({
        id: book.id,
        title: book.title,
        author: book.author ?? "",
        publisher: book.publisher ?? "",
        category: book.category ?? "",
      }),
      COVER_WIDTHS[request.size],
      request.format,
    );
    // Write to a temporary name and rename, so a concurrent reader never sees half a file.
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, rendered);
    await rename(temporary, file).catch(() => {});
    return rendered;
  };
  return {
    contentType: CONTENT_TYPES[request.format],
    etag: `"${name}"`,
    current: request.version === version,
    body,
  };
}

/**
 * The SVG at `width` pixels. AVIF at effort 2: about 0.1–0.3 s for a 400–600 px cover on one
 * core, once per file (then served from the file cache), for files about 35 % under WebP.
 */
export async function renderCover(svg: string, width: number, format: CoverFormat) {
  const image = sharp(Buffer.from(svg)).resize({ width });
  if (format === "avif") return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === "webp") return image.webp({ quality: 78 }).toBuffer();
  return image.jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();
}

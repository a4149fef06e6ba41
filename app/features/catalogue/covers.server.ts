// Renders generated covers to JPEG and WebP on request, caching the files under DATA_DIR.
// The cache is only a cache: any instance can rebuild a file from the database.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../../db/client.server";
import { bookContributors, books, contributors, publishers } from "../../../db/schema";
import { outerBookId } from "./book-cards.server";
import { coverSvg } from "./cover-art";

export const COVER_SIZES = { mica: 200, mare: 600 } as const;
export type CoverSize = keyof typeof COVER_SIZES;
export type CoverFormat = "jpg" | "webp";

export interface CoverRequest {
  bookId: number;
  size: CoverSize;
  format: CoverFormat;
}

const COVER_FILE = /^(\d{1,9})-(mica|mare)\.(jpg|webp)$/;

/** "123-mica.webp" → the cover it names, or null for any other file name. */
export function parseCoverFile(file: string): CoverRequest | null {
  const match = COVER_FILE.exec(file);
  if (!match) return null;
  return { bookId: Number(match[1]), size: match[2] as CoverSize, format: match[3] as CoverFormat };
}

export function coverCacheDir(dataDir: string): string {
  return path.join(dataDir, "cache", "coperti");
}

export interface RenderedCover {
  body: Buffer;
  contentType: string;
  etag: string;
}

export async function renderCover(
  db: Database,
  cacheDir: string,
  request: CoverRequest,
): Promise<RenderedCover | null> {
  const [book] = await db
    .select({
      id: books.id,
      title: books.title,
      version: sql<string>`extract(epoch from ${books.updatedAt})::bigint::text`,
      publisher: publishers.name,
      author: sql<string | null>`(select c.name from ${bookContributors} bc
        join ${contributors} c on c.id = bc.contributor_id
        where bc.book_id = ${outerBookId} and bc.role = 'author' order by bc.position limit 1)`,
    })
    .from(books)
    .leftJoin(publishers, eq(publishers.id, books.publisherId))
    .where(and(eq(books.id, request.bookId), eq(books.isListed, true)))
    .limit(1);
  if (!book) return null;

  const contentType = request.format === "webp" ? "image/webp" : "image/jpeg";
  const name = `${book.id}-${request.size}-${book.version}.${request.format}`;
  const etag = `"${name}"`;
  const file = path.join(cacheDir, name);
  const cached = await readFile(file).catch(() => null);
  if (cached) return { body: cached, contentType, etag };

  const svg = coverSvg({
    id: book.id,
    title: book.title,
    author: book.author ?? "",
    publisher: book.publisher ?? "",
  });
  const width = COVER_SIZES[request.size];
  const image = sharp(Buffer.from(svg)).resize({ width });
  const body =
    request.format === "webp"
      ? await image.webp({ quality: 78 }).toBuffer()
      : await image.jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();

  // Write to a temporary name and rename, so a concurrent reader never sees half a file.
  await mkdir(cacheDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file).catch(() => {});
  return { body, contentType, etag };
}

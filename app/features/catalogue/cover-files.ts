// The URL scheme of generated covers, shared by the server (which renders them) and the pages
// (which list every variant in srcset):
//   /coperti/{book id}-{mica|medie|mare}[-{version}].{jpg|webp|avif}
// The database stores the unversioned URLs; loaders add the version (cover-version.server.ts), so a
// versioned URL never changes content and is cached for a year.
import type { Cover } from "./types";

/** Pixel widths of the variants: thumbnails, cards (2× of a ~170 px slot), the product page. */
export const COVER_WIDTHS = { mica: 200, medie: 400, mare: 600 } as const;
export type CoverSize = keyof typeof COVER_WIDTHS;
export const COVER_FORMATS = ["jpg", "webp", "avif"] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

export interface CoverFile {
  bookId: number;
  size: CoverSize;
  /** Null for the unversioned URL (stored, used by feeds and older pages). */
  version: string | null;
  format: CoverFormat;
}

const COVER_FILE = /^(\d{1,9})-(mica|medie|mare)(?:-([0-9a-z]{1,20}))?\.(jpg|webp|avif)$/;
const VERSIONED_URL =
  /^\/coperti\/(\d{1,9})-(?:mica|medie|mare)-([0-9a-z]{1,20})\.(?:jpg|webp|avif)$/;

/** "123-medie-t5k3xqd2.avif" → the cover it names, or null for any other file name. */
export function parseCoverFile(file: string): CoverFile | null {
  const match = COVER_FILE.exec(file);
  if (!match) return null;
  return {
    bookId: Number(match[1]),
    size: match[2] as CoverSize,
    version: match[3] ?? null,
    format: match[4] as CoverFormat,
  };
}

export function coverUrl(bookId: number, size: CoverSize, version: string, format: CoverFormat) {
  return `/coperti/${bookId}-${size}-${version}.${format}`;
}

export interface CoverSources {
  avif: string | null;
  webp: string;
}

/**
 * The srcset of the AVIF and WebP sources (JPEG is only the <img> fallback). A versioned generated
 * cover lists all three widths (and AVIF, about 35 % smaller than WebP on these covers); any other
 * cover its two stored WebP files.
 */
export function coverSources(cover: Cover): CoverSources {
  const match = VERSIONED_URL.exec(cover.smallUrl);
  if (!match) {
    return {
      avif: null,
      webp: `${cover.smallUrlWebp} ${COVER_WIDTHS.mica}w, ${cover.largeUrlWebp} ${COVER_WIDTHS.mare}w`,
    };
  }
  const bookId = Number(match[1]);
  const version = match[2] as string;
  const srcSet = (format: CoverFormat) =>
    (Object.keys(COVER_WIDTHS) as CoverSize[])
      .map((size) => `${coverUrl(bookId, size, version, format)} ${COVER_WIDTHS[size]}w`)
      .join(", ");
  return { avif: srcSet("avif"), webp: srcSet("webp") };
}

// Versions of generated cover URLs: loaders turn the stored "/coperti/12-mica.jpg" into
// "/coperti/12-mica-{version}.jpg", which the cover route caches for a year (cover-files.ts).
import { COVER_DESIGN } from "./cover-art";
import type { Cover } from "./types";

/**
 * The version of a book's generated cover: its last change (epoch seconds) and the generator's
 * design, the two things that change its pixels.
 */
export function coverVersion(updatedAtEpochSeconds: number): string {
  return `${Math.trunc(updatedAtEpochSeconds).toString(36)}d${COVER_DESIGN}`;
}

const GENERATED_URL = /^\/coperti\/(\d{1,9})-(mica|medie|mare)\.(jpg|webp|avif)$/;

/** A generated cover's stored URL with its version; any other URL (an uploaded image) as it is. */
function versioned(url: string, version: string): string {
  const match = GENERATED_URL.exec(url);
  return match ? `/coperti/${match[1]}-${match[2]}-${version}.${match[3]}` : url;
}

export function versionedCover(cover: Cover, updatedAtEpochSeconds: number): Cover {
  const version = coverVersion(updatedAtEpochSeconds);
  return {
    ...cover,
    smallUrl: versioned(cover.smallUrl, version),
    smallUrlWebp: versioned(cover.smallUrlWebp, version),
    largeUrl: versioned(cover.largeUrl, version),
    largeUrlWebp: versioned(cover.largeUrlWebp, version),
  };
}

// Romanian-aware slugs: ș/ş→s, ț/ţ→t, ă/â→a, î→i, lower case, words joined by hyphens.

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Strips diacritics (both the comma-below and the old cedilla forms of ș and ț). */
export function stripDiacritics(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").normalize("NFC");
}

export function slugify(text: string): string {
  return stripDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Longest slug we ever store; anything longer cannot name a page. */
export const MAX_SLUG_LENGTH = 200;

/**
 * Normalises a URL segment as received (possibly still percent-encoded, possibly malformed)
 * to the slug it can name, or null when it cannot name anything.
 */
export function normaliseUrlSegment(segment: string): string | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Malformed escapes such as %ff: keep the raw text, it simply won't match a slug.
  }
  if (decoded.length > MAX_SLUG_LENGTH * 2) return null;
  const slug = slugify(decoded);
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH ? slug : null;
}

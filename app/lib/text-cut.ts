// Cutting user text to a length without splitting a character: a lone UTF-16 surrogate left by a
// plain `.slice` makes encodeURIComponent throw (URIError) and renders as garbage.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with lone surrogates replaced by U+FFFD, as String.prototype.toWellFormed does. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * At most `max` UTF-16 units of `text` (the unit `maxLength` and `.length` count), never ending
 * in half of a surrogate pair, and with no lone surrogate left anywhere.
 */
export function cutText(text: string, max: number): string {
  const safe = wellFormed(text);
  if (safe.length <= max) return safe;
  const cut = safe.slice(0, Math.max(0, max));
  const last = cut.charCodeAt(cut.length - 1);
  // A high surrogate at the end lost its pair to the cut.
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

// Texts shortened for a fixed space (meta descriptions, tiles) without breaking a word.

/**
 * Whitespace folded, and a text longer than `max` cut at the last word that fits, ending with
 * "…" (counted in `max`): never mid-word, never after a dangling comma or dash.
 */
export function cutAtWord(text: string, max: number): string {
  const folded = text.replace(/\s+/g, " ").trim();
  if (folded.length <= max) return folded;
  const room = folded.slice(0, max - 1);
  // The character after the room decides: a space there means the last word is whole.
  const space = folded[max - 1] === " " ? room.length : room.lastIndexOf(" ");
  const kept = (space > 0 ? room.slice(0, space) : room).replace(/[\s.,;:–—-]+$/u, "");
  return `${kept}…`;
}

// How an operator names a book on the command line.
/** A book as the operator names it: its id, its ISBN-13 or its slug. */
export type BookRef = { id: number } | { isbn13: string } | { slug: string };

/** Reads an operator's book reference; null when it can be none of the three. */
export function parseBookRef(text: string): BookRef | null {
  const trimmed = text.trim();
  if (/^\d{1,9}$/.test(trimmed)) return { id: Number(trimmed) };
  const digits = trimmed.replace(/[-\s]/g, "");
  if (/^97[89]\d{10}$/.test(digits)) return { isbn13: digits };
  // A slug has a letter: digits alone are an id or a mistyped ISBN.
  const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(trimmed) && /[a-z]/.test(trimmed);
  return slug && trimmed.length <= 200 ? { slug: trimmed } : null;
}

/** The reference as the operator would recognise it in a message. */
export const describeBookRef = (ref: BookRef): string =>
  "id" in ref ? `#${ref.id}` : "isbn13" in ref ? `with ISBN ${ref.isbn13}` : `"${ref.slug}"`;

// Unique slugs and valid, unique ISBN-13s for the generated rows.
import type { Random } from "../random";

export class SlugRegistry {
  private readonly used = new Set<string>();
  /** Next suffix to try per base, so that a popular title does not rescan 2, 3, 4... */
  private readonly nextSuffix = new Map<string, number>();

  /** `base`, or `base-2`, `base-3`... whichever is free first. */
  claim(base: string): string {
    let slug = base;
    let n = this.nextSuffix.get(base) ?? 2;
    while (this.used.has(slug)) slug = `${base}-${n++}`;
    this.nextSuffix.set(base, n);
    this.used.add(slug);
    return slug;
  }

  has(slug: string): boolean {
    return this.used.has(slug);
  }
}

export function isbn13(prefix: string, body: number): string {
  const digits = `${prefix}${String(body).padStart(6, "0")}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

export class IsbnRegistry {
  private readonly used = new Set<string>();

  /** A Romanian ISBN (prefix 978-606 or 978-973) no earlier book has. */
  next(rng: Random, index: number): string {
    // 7919 is coprime with 10^6, so distinct indexes give distinct six-digit bodies.
    let body = (index * 7919 + 104_729) % 1_000_000;
    const prefix = rng.chance(0.7) ? "978606" : "978973";
    let isbn = isbn13(prefix, body);
    while (this.used.has(isbn)) {
      body = (body + 1) % 1_000_000;
      isbn = isbn13(prefix, body);
    }
    this.used.add(isbn);
    return isbn;
  }
}

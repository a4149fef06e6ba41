import { plural } from "~/lib/plural";
import type { BookFormat, ContributorRole } from "./types";

export const FORMAT_LABELS: Record<BookFormat, string> = {
  paperback: "Carte broșată",
  hardcover: "Carte cartonată",
  ebook: "eBook",
  audiobook: "Audiobook",
  pack: "Pachet promoțional",
  gift: "Cadou",
};

export const ROLE_LABELS: Record<ContributorRole, string> = {
  author: "Autor",
  translator: "Traducător",
  illustrator: "Ilustrator",
};

const LANGUAGES: Record<string, string> = {
  ro: "Română",
  en: "Engleză",
  fr: "Franceză",
  de: "Germană",
  es: "Spaniolă",
  it: "Italiană",
  hu: "Maghiară",
};

export function languageLabel(code: string): string {
  return LANGUAGES[code] ?? code.toUpperCase();
}

/** "1 carte", "19 cărți", "20 de cărți". */
export function booksCountLabel(total: number): string {
  return plural(total, { one: "carte", few: "cărți", other: "de cărți" });
}

/** "1 recenzie", "19 recenzii", "20 de recenzii". */
export function reviewsCountLabel(total: number): string {
  return plural(total, { one: "recenzie", few: "recenzii", other: "de recenzii" });
}

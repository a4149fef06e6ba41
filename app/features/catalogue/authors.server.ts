// Authors: the A to Z index (/autori) and the author page (/autor/{slug}). Book counts come from
// the in-memory catalogue index, so the index page never counts in the database.
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { contributors } from "../../../db/schema";
import { stripDiacritics } from "../../lib/slug";
import type { CatalogueIndex } from "./list-index/catalogue-index";
import { catalogueIndex } from "./list-index/index-store.server";

export const AUTHORS_PAGE_SIZE = 60;

/** The letter bar: Ș Ț Â Î Ă are folded into S T A I A. */
export const INDEX_LETTERS = [..."abcdefghijklmnopqrstuvwxyz"] as const;
export type IndexLetter = (typeof INDEX_LETTERS)[number];

export interface AuthorIndexEntry {
  name: string;
  slug: string;
  bookCount: number;
}

export interface AuthorIndexPage {
  /** Null: every letter. */
  letter: IndexLetter | null;
  letters: { letter: IndexLetter; count: number }[];
  authors: AuthorIndexEntry[];
  total: number;
  page: number;
  pageCount: number;
}

export interface AuthorPageInfo {
  id: number;
  name: string;
  slug: string;
  biography: string;
  photoUrl: string | null;
  /** Shown in a circle when there is no photo. */
  initials: string;
}

/** `?litera=` → a letter of the bar, folded and case-insensitive; anything else means every letter. */
export function parseIndexLetter(value: string | null): IndexLetter | null {
  if (!value) return null;
  const folded = stripDiacritics(value.trim()).toLowerCase();
  return INDEX_LETTERS.find((letter) => letter === folded) ?? null;
}

/** `?pagina=`: digits give a page (maybe out of range), anything else the first page. */
export function parseIndexPage(value: string | null): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 1;
}

/** The letter an author is filed under: the first letter of the last name, diacritics folded. */
export function indexLetterOf(lastName: string): IndexLetter | null {
  return parseIndexLetter(Array.from(lastName.trim())[0] ?? null);
}

interface DirectoryEntry extends AuthorIndexEntry {
  letter: IndexLetter | null;
}

interface AuthorDirectory {
  all: DirectoryEntry[];
  byLetter: Map<IndexLetter, DirectoryEntry[]>;
}

const nameCollator = new Intl.Collator("ro", { sensitivity: "base", numeric: true });

// The sorted directory depends only on the catalogue (a contributor change bumps the catalogue
// version, which rebuilds the index), so it is built once per index rather than per request.
const directories = new WeakMap<CatalogueIndex, Promise<AuthorDirectory>>();

function directoryOf(db: Database, index: CatalogueIndex): Promise<AuthorDirectory> {
  let directory = directories.get(index);
  if (!directory) {
    directory = buildDirectory(db, index);
    directories.set(index, directory);
    directory.catch(() => directories.delete(index));
  }
  return directory;
}

async function buildDirectory(db: Database, index: CatalogueIndex): Promise<AuthorDirectory> {
  const rows = await db
    .select({
      id: contributors.id,
      name: contributors.name,
      slug: contributors.slug,
      firstName: contributors.firstName,
      lastName: contributors.lastName,
    })
    .from(contributors);
  const listed = rows
    .map((row) => ({ ...row, bookCount: index.authorMembers.get(row.id)?.length ?? 0 }))
    .filter((row) => row.bookCount > 0)
    .map((row) => ({ ...row, lastName: row.lastName.trim() || row.name }));
  listed.sort(
    (a, b) =>
      nameCollator.compare(a.lastName, b.lastName) ||
      nameCollator.compare(a.firstName, b.firstName) ||
      a.id - b.id,
  );
  const all = listed.map((row) => ({
    name: row.name,
    slug: row.slug,
    bookCount: row.bookCount,
    letter: indexLetterOf(row.lastName),
  }));
  const byLetter = new Map<IndexLetter, DirectoryEntry[]>();
  for (const entry of all) {
    if (!entry.letter) continue;
    const list = byLetter.get(entry.letter);
    if (list) list.push(entry);
    else byLetter.set(entry.letter, [entry]);
  }
  return { all, byLetter };
}

/**
 * One page of the author index, for every letter or one; null when the page does not exist.
 * A letter without authors still has its (empty) first page.
 */
export async function authorIndexPage(
  db: Database,
  letter: IndexLetter | null,
  page: number,
  pageSize = AUTHORS_PAGE_SIZE,
): Promise<AuthorIndexPage | null> {
  const directory = await directoryOf(db, await catalogueIndex(db));
  const entries = letter ? (directory.byLetter.get(letter) ?? []) : directory.all;
  const pageCount = Math.max(1, Math.ceil(entries.length / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return {
    letter,
    letters: INDEX_LETTERS.map((l) => ({
      letter: l,
      count: directory.byLetter.get(l)?.length ?? 0,
    })),
    authors: entries
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ name, slug, bookCount }) => ({ name, slug, bookCount })),
    total: entries.length,
    page,
    pageCount,
  };
}

/** "Ion Luca" "Caragiale" → "IC"; a single name gives one letter. */
export function initialsOf(firstName: string, lastName: string, name: string): string {
  const first = Array.from(firstName.trim())[0] ?? "";
  const last = Array.from(lastName.trim())[0] ?? "";
  const initials = `${first}${last}` || (Array.from(name.trim())[0] ?? "");
  return initials.toLocaleUpperCase("ro-RO");
}

/** An author by id (old numeric links) or by canonical slug; null when there is none. */
export async function findAuthor(
  db: Database,
  key: number | string,
): Promise<AuthorPageInfo | null> {
  const [row] = await db
    .select({
      id: contributors.id,
      name: contributors.name,
      slug: contributors.slug,
      firstName: contributors.firstName,
      lastName: contributors.lastName,
      biography: contributors.biography,
      photoUrl: contributors.photoUrl,
    })
    .from(contributors)
    .where(typeof key === "number" ? eq(contributors.id, key) : eq(contributors.slug, key))
    .limit(1);
  if (!row) return null;
  const { firstName, lastName, ...author } = row;
  return { ...author, initials: initialsOf(firstName, lastName, row.name) };
}

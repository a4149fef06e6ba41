// Deterministic demo catalogue. Every row, ids included, comes from one seeded PRNG consumed in
// a fixed order, and every date is relative to REFERENCE_DATE (never the clock), so the same
// `books` and `seed` always give the same database.
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { formatLei } from "../../app/lib/money";
import { slugify } from "../../app/lib/slug";
import type { Database } from "../client.server";
import {
  bookCategories,
  bookContributors,
  bookImages,
  books,
  categories,
  contributors,
  packItems,
  publishers,
  series,
  slugRedirects,
} from "../schema";
import {
  AUTHOR_BIRTH_SENTENCES,
  AUTHOR_CAREER_SENTENCES,
  AUTHOR_EXTRA_SENTENCES,
  FOREIGN_AUTHOR_SENTENCES,
  GENRE_PROFILES,
  ILLUSTRATOR_SENTENCES,
  TRANSLATOR_SENTENCES,
  UNIVERSITY_CITIES,
} from "./data/biographies";
import { CATEGORY_TREE, type SubCategorySeed, type TopCategorySlug } from "./data/categories";
import { CLASSIC_AUTHORS, CLASSIC_BOOKS, type ClassicAuthor } from "./data/classics";
import {
  CHILD_CHARACTERS,
  CHILDREN_CLOSERS,
  CLASSIC_CLOSERS,
  CLOSERS,
  DESCRIPTIONS,
  STORY_CHARACTERS,
  STORY_CITIES,
  SUB_DESCRIPTIONS,
} from "./data/descriptions";
import {
  ENGLISH_CHARACTERS,
  ENGLISH_CLASSIC_AUTHORS,
  ENGLISH_CLASSIC_BOOKS,
  ENGLISH_CLOSERS,
  ENGLISH_DESCRIPTIONS,
  ENGLISH_PLACES,
  ENGLISH_SUB_KIND,
  ENGLISH_TITLES,
  type EnglishKind,
} from "./data/english";
import {
  FOREIGN_NAMES,
  type ForeignLanguage,
  RESERVED_NAMES,
  ROMANIAN_CITIES,
  ROMANIAN_FEMALE_FIRST_NAMES,
  ROMANIAN_LAST_NAMES,
  ROMANIAN_MALE_FIRST_NAMES,
} from "./data/names";
import { PUBLISHERS } from "./data/publishers";
import { ROMANIAN_TITLES, SERIES_NAMES, type TitleParts } from "./data/titles";
import { Random } from "./random";

/** "Today" for the demo data: publication dates lie before it, pre-orders after it. */
export const REFERENCE_DATE = "2026-11-01";
export const DEFAULT_SEED = 20_261_101;
export const MAX_SEED_BOOKS = 1_000_000;

const FIRST_PUBLICATION = "2010-01-01";
const PRE_ORDER_FIRST = "2026-11-05";
const PRE_ORDER_LAST = "2027-02-28";
const ENGLISH = "carti-in-limba-engleza" satisfies TopCategorySlug;
const FICTION = new Set<TopCategorySlug>([
  "beletristica",
  "horror",
  "romane-de-dragoste-romantice",
  "politiste",
  "fantasy",
]);
const CHILDREN = "pentru-copii" satisfies TopCategorySlug;
const OWN_PUBLISHER_SLUG = "editura-coperta";
const MIN_PRICE = 999;
const MAX_PRICE = 19_900;

export interface SeedOptions {
  books: number;
  seed?: number;
}

/** Rows written per table. */
export interface SeedSummary {
  publishers: number;
  categories: number;
  contributors: number;
  series: number;
  books: number;
  bookContributors: number;
  bookCategories: number;
  bookImages: number;
  packItems: number;
  slugRedirects: number;
}

type PublisherRow = typeof publishers.$inferInsert & { id: number };
type CategoryRow = typeof categories.$inferInsert & { id: number };
type ContributorRow = typeof contributors.$inferInsert & { id: number };
type SeriesRow = typeof series.$inferInsert & { id: number };
type BookRow = typeof books.$inferInsert & { id: number; slug: string };
type BookContributorRow = typeof bookContributors.$inferInsert;
type BookCategoryRow = typeof bookCategories.$inferInsert;
type BookImageRow = typeof bookImages.$inferInsert & { id: number };
type PackItemRow = typeof packItems.$inferInsert;
type SlugRedirectRow = typeof slugRedirects.$inferInsert;

export interface CatalogueRows {
  publishers: PublisherRow[];
  categories: CategoryRow[];
  contributors: ContributorRow[];
  series: SeriesRow[];
  books: BookRow[];
  bookContributors: BookContributorRow[];
  bookCategories: BookCategoryRow[];
  bookImages: BookImageRow[];
  packItems: PackItemRow[];
  slugRedirects: SlugRedirectRow[];
}

type Gender = "m" | "f";
type Origin = "ro" | ForeignLanguage;

interface Person {
  row: ContributorRow;
  origin: Origin;
}

interface TopCategory {
  id: number;
  slug: TopCategorySlug;
  weight: number;
  foreignShare: number;
  subs: SubCategory[];
}

interface SubCategory {
  id: number;
  seed: SubCategorySeed;
}

interface SeriesPlan {
  id: number;
  name: string;
  top: TopCategory;
  sub: SubCategory;
  author: Person;
  publisherId: number;
  volumes: number;
  /** Publication day (days since 1970) of the first volume; the others follow ~300 days apart. */
  startDay: number;
  /** Surname the series is named after, reused by its blurbs ("comisarul $last"). */
  last: string;
}

/** What a pack needs to know about the books generated before it. */
interface PackCandidate {
  id: number;
  title: string;
  price: number;
  stock: number;
  publishedOn: string;
  publisherId: number | null;
}

// ---------------------------------------------------------------------------------------------
// Text helpers

const PLACEHOLDER = /\$([A-Za-z][A-Za-z0-9]*)/g;
const GENDERED = /\{([^{}|]*)\|([^{}|]*)\}/g;

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (match, key: string) => vars[key] ?? match);
}

function genderize(text: string, gender: Gender): string {
  return text.replace(GENDERED, (_match, m: string, f: string) => (gender === "m" ? m : f));
}

/** A character as the subject of a sentence: an apposition ("Ana, o profesoară") needs its
 * closing comma before the verb. */
function subject(character: string): string {
  return character.includes(",") ? `${character},` : character;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Romanian numerals take "de" from 20 on, except when the last two digits are 01–19. */
function counted(n: number, noun: string): string {
  const rest = n % 100;
  const withDe = n >= 20 && (rest === 0 || rest >= 20);
  return `${n} ${withDe ? "de " : ""}${noun}`;
}

function quoteList(titles: string[]): string {
  const quoted = titles.map((title) => `„${title}”`);
  if (quoted.length < 2) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} și ${quoted[quoted.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Date and money helpers

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

const FIRST_DAY = dayNumber(FIRST_PUBLICATION);
const REFERENCE_DAY = dayNumber(REFERENCE_DATE);
const PRE_ORDER_FIRST_DAY = dayNumber(PRE_ORDER_FIRST);
const PRE_ORDER_LAST_DAY = dayNumber(PRE_ORDER_LAST);

function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function timestampOf(isoDay: string, hour = 9): Date {
  return new Date(`${isoDay}T${String(hour).padStart(2, "0")}:00:00Z`);
}

/** Shelf price: whole tens of lei plus a retail ending (x9,99 / x4,99 / x9,00). */
function retailPrice(rng: Random, raw: number): number {
  const tens = Math.floor(raw / 1000);
  const ending = rng.weighted<number>([
    [999, 60],
    [499, 25],
    [900, 15],
  ]);
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, tens * 1000 + ending));
}

/** Rounds down to ,99 bani (used for discounted prices). */
function roundDownTo99(bani: number): number {
  return Math.floor(bani / 100) * 100 - 1;
}

function isbn13(prefix: string, body: number): string {
  const digits = `${prefix}${String(body).padStart(6, "0")}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

class SlugRegistry {
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

// ---------------------------------------------------------------------------------------------
// Generation

class CatalogueBuilder {
  readonly rows: CatalogueRows = {
    publishers: [],
    categories: [],
    contributors: [],
    series: [],
    books: [],
    bookContributors: [],
    bookCategories: [],
    bookImages: [],
    packItems: [],
    slugRedirects: [],
  };

  private readonly rng: Random;
  private readonly tops: TopCategory[] = [];
  private readonly topBySlug = new Map<TopCategorySlug, TopCategory>();
  private readonly publishersByFocus = new Map<TopCategorySlug, number[]>();
  private readonly authorPools = new Map<string, Person[]>();
  private readonly inventedAuthors: Person[] = [];
  private readonly classicByName = new Map<string, Person>();
  private readonly translatorsByLanguage = new Map<ForeignLanguage, Person[]>();
  private readonly translators: Person[] = [];
  private readonly illustrators: Person[] = [];
  private readonly seriesPlans: SeriesPlan[] = [];
  private readonly packPools = new Map<TopCategorySlug, PackCandidate[]>();
  private readonly contributorSlugs = new SlugRegistry();
  private readonly bookSlugs = new SlugRegistry();
  private readonly seriesSlugs = new SlugRegistry();
  private readonly seriesNames = new Set<string>();
  private readonly usedIsbns = new Set<string>();
  private ownPublisherId = 0;

  constructor(
    private readonly bookCount: number,
    seed: number,
  ) {
    this.rng = new Random(seed);
  }

  build(): CatalogueRows {
    this.buildCategories();
    this.buildPublishers();
    this.buildContributors();
    this.buildBooks();
    this.buildRedirects();
    return this.rows;
  }

  // --- categories and publishers -------------------------------------------------------------

  private buildCategories(): void {
    const slugs = new SlugRegistry();
    let id = 0;
    CATEGORY_TREE.forEach((seed, position) => {
      id += 1;
      slugs.claim(seed.slug);
      const top: TopCategory = {
        id,
        slug: seed.slug,
        weight: seed.weight,
        foreignShare: seed.foreignShare,
        subs: [],
      };
      this.tops.push(top);
      this.topBySlug.set(seed.slug, top);
      this.rows.categories.push({
        id,
        parentId: null,
        slug: seed.slug,
        name: seed.name,
        icon: seed.icon,
        description: seed.description,
        position,
      });
    });
    CATEGORY_TREE.forEach((seed, topIndex) => {
      const top = this.tops[topIndex] as TopCategory;
      seed.children.forEach((child, position) => {
        id += 1;
        const own = slugify(child.name);
        const slug = slugs.has(own) ? slugs.claim(`${seed.slug}-${own}`) : slugs.claim(own);
        top.subs.push({ id, seed: child });
        this.rows.categories.push({
          id,
          parentId: top.id,
          slug,
          name: child.name,
          icon: "",
          description: child.description,
          position,
        });
      });
    });
  }

  private buildPublishers(): void {
    const slugs = new SlugRegistry();
    PUBLISHERS.forEach((seed, index) => {
      const id = index + 1;
      const slug = slugs.claim(slugify(seed.name));
      if (slug === OWN_PUBLISHER_SLUG) this.ownPublisherId = id;
      this.rows.publishers.push({
        id,
        slug,
        name: seed.name,
        description: seed.description,
        createdAt: timestampOf(isoDate(dayNumber("2019-03-01") + index * 11)),
      });
      for (const focus of seed.focus) {
        const list = this.publishersByFocus.get(focus) ?? [];
        list.push(id);
        this.publishersByFocus.set(focus, list);
      }
    });
    if (this.ownPublisherId === 0) throw new Error("The publisher list lacks Editura Coperta");
  }

  private pickPublisher(genre: TopCategorySlug): number {
    const { rng } = this;
    if (genre !== ENGLISH && rng.chance(0.15)) return this.ownPublisherId;
    const focused = this.publishersByFocus.get(genre);
    if (focused && rng.chance(genre === ENGLISH ? 0.9 : 0.65)) return rng.pick(focused);
    return rng.int(1, this.rows.publishers.length);
  }

  // --- contributors --------------------------------------------------------------------------

  private addContributor(
    firstName: string,
    lastName: string,
    biography: (name: string) => string,
    origin: Origin,
  ): Person {
    const name = `${firstName} ${lastName}`;
    const row: ContributorRow = {
      id: this.rows.contributors.length + 1,
      slug: this.contributorSlugs.claim(slugify(name)),
      firstName,
      lastName,
      name,
      biography: biography(name),
      photoUrl: null,
    };
    this.rows.contributors.push(row);
    return { row, origin };
  }

  private addClassic(author: ClassicAuthor, origin: Origin): void {
    const person = this.addContributor(
      author.firstName,
      author.lastName,
      () => author.biography,
      origin,
    );
    this.classicByName.set(person.row.name, person);
  }

  private inventName(origin: Origin): { first: string; last: string; gender: Gender } {
    const { rng } = this;
    for (;;) {
      const gender: Gender = rng.chance(0.5) ? "m" : "f";
      let first: string;
      let last: string;
      if (origin === "ro") {
        first = rng.pick(gender === "m" ? ROMANIAN_MALE_FIRST_NAMES : ROMANIAN_FEMALE_FIRST_NAMES);
        last = rng.pick(ROMANIAN_LAST_NAMES);
      } else {
        const names = FOREIGN_NAMES[origin];
        first = rng.pick(gender === "m" ? names.male : names.female);
        last = rng.pick(names.last);
      }
      if (!RESERVED_NAMES.has(`${first} ${last}`)) return { first, last, gender };
    }
  }

  private pickForeignLanguage(): ForeignLanguage {
    const entries = Object.entries(FOREIGN_NAMES) as [ForeignLanguage, { weight: number }][];
    return this.rng.weighted(entries.map(([language, names]) => [language, names.weight]));
  }

  private authorBiography(name: string, gender: Gender, origin: Origin, genre: TopCategorySlug) {
    const { rng } = this;
    const profile = GENRE_PROFILES[genre];
    const cities = origin === "ro" ? ROMANIAN_CITIES : FOREIGN_NAMES[origin].cities;
    const vars = {
      name,
      year: String(rng.int(1948, 1996)),
      city: rng.pick(cities),
      city2: rng.pick(cities),
      genre: profile.genre,
      study: rng.pick(profile.studies),
      uni: rng.pick(UNIVERSITY_CITIES),
      job: rng.pick(profile.jobs),
      years: counted(rng.int(5, 30), "ani"),
      books: counted(rng.int(3, 40), "cărți"),
      languages: counted(rng.int(3, 32), "limbi"),
    };
    let sentences: string[];
    if (origin === "ro") {
      sentences = [rng.pick(AUTHOR_BIRTH_SENTENCES), rng.pick(AUTHOR_CAREER_SENTENCES)];
      if (rng.chance(0.6)) sentences.push(rng.pick(AUTHOR_EXTRA_SENTENCES));
    } else {
      const [birth = "", ...rest] = FOREIGN_AUTHOR_SENTENCES;
      sentences = [birth, ...rng.sample(rest, rng.int(1, 2))];
    }
    return genderize(fill(sentences.join(" "), vars), gender);
  }

  private buildContributors(): void {
    const { rng } = this;
    for (const author of CLASSIC_AUTHORS) this.addClassic(author, "ro");
    for (const author of ENGLISH_CLASSIC_AUTHORS) this.addClassic(author, "en");

    const target = Math.min(6000, Math.max(300, Math.round(this.bookCount / 6)));
    const invented = Math.max(0, target - this.rows.contributors.length);
    const genreWeights = this.tops.map((top) => [top, top.weight] as const);
    for (let i = 0; i < invented; i++) {
      const top = rng.weighted(genreWeights);
      let origin: Origin = "ro";
      if (top.slug === ENGLISH) origin = "en";
      else if (rng.chance(top.foreignShare)) origin = this.pickForeignLanguage();
      const { first, last, gender } = this.inventName(origin);
      const person = this.addContributor(
        first,
        last,
        (name) => this.authorBiography(name, gender, origin, top.slug),
        origin,
      );
      this.inventedAuthors.push(person);
      const key = `${top.slug}|${origin === "ro" ? "ro" : "foreign"}`;
      const pool = this.authorPools.get(key) ?? [];
      pool.push(person);
      this.authorPools.set(key, pool);
    }

    for (let i = 0; i < 60; i++) {
      const { first, last, gender } = this.inventName("ro");
      const languages = [this.pickForeignLanguage()];
      if (rng.chance(0.3)) {
        const second = this.pickForeignLanguage();
        if (second !== languages[0]) languages.push(second);
      }
      const names = languages.map((language) => FOREIGN_NAMES[language].languageName);
      const from =
        names.length === 1 ? `din limba ${names[0]}` : `din limbile ${names.join(" și ")}`;
      const person = this.addContributor(
        first,
        last,
        (name) => {
          const intro = `$name este {traducător|traducătoare} ${from}.`;
          const more = rng.sample(TRANSLATOR_SENTENCES, rng.int(1, 2));
          const vars = {
            name,
            lang: names[0] ?? "",
            uni: rng.pick(UNIVERSITY_CITIES),
            city: rng.pick(ROMANIAN_CITIES),
            books: counted(rng.int(10, 90), "cărți"),
          };
          return genderize(fill([intro, ...more].join(" "), vars), gender);
        },
        "ro",
      );
      this.translators.push(person);
      for (const language of languages) {
        const list = this.translatorsByLanguage.get(language) ?? [];
        list.push(person);
        this.translatorsByLanguage.set(language, list);
      }
    }

    for (let i = 0; i < 30; i++) {
      const { first, last, gender } = this.inventName("ro");
      const person = this.addContributor(
        first,
        last,
        (name) => {
          const [intro = "", ...rest] = ILLUSTRATOR_SENTENCES;
          const vars = {
            name,
            city: rng.pick(ROMANIAN_CITIES),
            city2: rng.pick(ROMANIAN_CITIES),
            books: counted(rng.int(15, 120), "cărți"),
          };
          const text = [intro, ...rng.sample(rest, rng.int(1, 2))].join(" ");
          return genderize(fill(text, vars), gender);
        },
        "ro",
      );
      this.illustrators.push(person);
    }
  }

  private pickAuthor(top: TopCategory, sub: SubCategory, exclude?: Person): Person {
    const { rng } = this;
    const forced = ORIGIN_BY_SUB[sub.seed.name];
    const wantForeign =
      top.slug === ENGLISH || (forced ? forced === "foreign" : rng.chance(top.foreignShare));
    const first = this.authorPools.get(`${top.slug}|${wantForeign ? "foreign" : "ro"}`);
    const second = this.authorPools.get(`${top.slug}|${wantForeign ? "ro" : "foreign"}`);
    const pool = first?.length ? first : top.slug !== ENGLISH && second?.length ? second : null;
    const candidates = pool ?? this.inventedAuthors;
    for (let attempt = 0; attempt < 5; attempt++) {
      // Skewed towards the head of the pool: a few prolific authors, many with one book.
      const person = rng.pickSkewed(candidates, 1.7);
      if (person !== exclude) return person;
    }
    return rng.pick(candidates);
  }

  private pickTranslator(language: ForeignLanguage): Person {
    const pool = this.translatorsByLanguage.get(language);
    return this.rng.pickSkewed(pool?.length ? pool : this.translators, 1.5);
  }

  // --- books ---------------------------------------------------------------------------------

  private composeTitle(parts: TitleParts, vars: Record<string, string>): string {
    const { rng } = this;
    if (parts.groups.length === 0 || rng.chance(0.2)) return rng.pick(parts.singles);
    const [heads, tails] = rng.pick(parts.groups);
    return fill(`${rng.pick(heads)} ${rng.pick(tails)}`, vars);
  }

  private nextIsbn(index: number): string {
    // 7919 is coprime with 10^6, so distinct indexes give distinct six-digit bodies.
    let body = (index * 7919 + 104_729) % 1_000_000;
    const prefix = this.rng.chance(0.7) ? "978606" : "978973";
    let isbn = isbn13(prefix, body);
    while (this.usedIsbns.has(isbn)) {
      body = (body + 1) % 1_000_000;
      isbn = isbn13(prefix, body);
    }
    this.usedIsbns.add(isbn);
    return isbn;
  }

  private buildBooks(): void {
    const { rng } = this;
    const classicCount = CLASSIC_BOOKS.length + ENGLISH_CLASSIC_BOOKS.length;
    let index = 0;
    for (const classic of CLASSIC_BOOKS) {
      if (index >= this.bookCount) return;
      this.addClassicBook(classic.title, classic.subtitle, classic.author, classic.top, {
        sub: classic.sub,
        description: `${classic.blurb} ${rng.pick(CLASSIC_CLOSERS)}`,
        language: "ro",
      });
      index += 1;
    }
    for (const classic of ENGLISH_CLASSIC_BOOKS) {
      if (index >= this.bookCount) return;
      this.addClassicBook(classic.title, "", classic.author, ENGLISH, {
        sub: "Clasici în engleză",
        description: `One of the great classics of English literature. ${rng.pick(ENGLISH_CLOSERS)}`,
        language: "en",
      });
      index += 1;
    }

    const remaining = this.bookCount - classicCount;
    if (remaining <= 0) return;
    const packCount = remaining >= 40 ? Math.round(remaining * 0.05) : 0;
    const units: ("regular" | "pack" | SeriesPlan)[] = [];
    let volumeBudget = Math.floor((remaining - packCount) / 2);
    const seriesCount = Math.floor(remaining / 40);
    for (let i = 0; i < seriesCount; i++) {
      const volumes = Math.min(rng.int(2, 7), volumeBudget);
      if (volumes < 2) break;
      volumeBudget -= volumes;
      const plan = this.planSeries(volumes);
      this.seriesPlans.push(plan);
      units.push(plan);
    }
    const volumeTotal = this.seriesPlans.reduce((sum, plan) => sum + plan.volumes, 0);
    for (let i = 0; i < packCount; i++) units.push("pack");
    for (let i = 0; i < remaining - packCount - volumeTotal; i++) units.push("regular");
    rng.shuffle(units);

    for (const unit of units) {
      if (unit === "regular") this.addInventedBook(null, 0);
      else if (unit === "pack") this.addPack();
      else
        for (let volume = 1; volume <= unit.volumes; volume++) this.addInventedBook(unit, volume);
    }
  }

  private planSeries(volumes: number): SeriesPlan {
    const { rng } = this;
    const genres = this.tops.filter((top) => SERIES_NAMES[top.slug]);
    const top = rng.weighted(genres.map((candidate) => [candidate, candidate.weight] as const));
    const groups = SERIES_NAMES[top.slug] ?? [];
    let name = "";
    let last = "";
    // A handful of tries for a name no other series has; after that, a repeat is acceptable.
    for (let attempt = 0; attempt < 12 && (name === "" || this.seriesNames.has(name)); attempt++) {
      const [heads, tails] = rng.pick(groups);
      last = rng.pick(top.slug === ENGLISH ? FOREIGN_NAMES.en.last : ROMANIAN_LAST_NAMES);
      name = fill(`${rng.pick(heads)} ${rng.pick(tails)}`, { last, city: rng.pick(STORY_CITIES) });
    }
    this.seriesNames.add(name);
    const id = this.rows.series.length + 1;
    const publisherId = this.pickPublisher(top.slug);
    const subNames = SERIES_SUBS[top.slug];
    const candidates = subNames
      ? top.subs.filter((candidate) => subNames.includes(candidate.seed.name))
      : top.subs;
    const sub = rng.pick(candidates.length > 0 ? candidates : top.subs);
    this.rows.series.push({ id, slug: this.seriesSlugs.claim(slugify(name)), name, publisherId });
    const latestStart = REFERENCE_DAY - (volumes - 1) * 300 - 40;
    const startDay = rng.int(FIRST_DAY + 40, latestStart);
    const author = this.pickAuthor(top, sub);
    return { id, name, top, sub, author, publisherId, volumes, startDay, last };
  }

  private addClassicBook(
    title: string,
    subtitle: string,
    authorName: string,
    genre: TopCategorySlug,
    extra: { sub: string; description: string; language: string },
  ): void {
    const { rng } = this;
    const author = this.classicByName.get(authorName);
    const top = this.topBySlug.get(genre);
    const sub = top?.subs.find((candidate) => candidate.seed.name === extra.sub);
    if (!author || !top || !sub) throw new Error(`Bad classic entry: ${title} / ${authorName}`);
    const id = this.rows.books.length + 1;
    const format = rng.weighted<"paperback" | "hardcover" | "ebook">([
      ["paperback", 75],
      ["hardcover", 15],
      ["ebook", 10],
    ]);
    const price = retailPrice(rng, format === "ebook" ? rng.int(999, 2499) : rng.int(1499, 4499));
    const publishedOn = isoDate(rng.int(dayNumber("2012-01-01"), REFERENCE_DAY - 30));
    const book: BookRow = {
      id,
      isbn13: this.nextIsbn(id),
      slug: this.bookSlug(title, author.row.name),
      title,
      subtitle,
      description: extra.description,
      format,
      pageCount: Math.round(rng.int(96, 480) / 8) * 8,
      language: extra.language,
      publishedOn,
      publisherId: extra.language === "en" ? this.pickPublisher(ENGLISH) : this.classicPublisher(),
      seriesId: null,
      seriesVolume: null,
      price,
      oldPrice: rng.chance(0.3) ? this.oldPriceFor(price) : null,
      stock: rng.int(20, 500),
      maxPerOrder: 10,
      availableFrom: null,
      isPromo: false,
      freeShipping: false,
      hideInCart: false,
      epicOfferPrice: null,
      wowBestsellerPrice: null,
      salesCount: rng.skewedInt(200, 6000, 1.5),
      isListed: true,
      createdAt: timestampOf(publishedOn),
      updatedAt: timestampOf(publishedOn),
    };
    this.rows.books.push(book);
    this.rows.bookContributors.push({
      bookId: id,
      contributorId: author.row.id,
      role: "author",
      position: 0,
    });
    this.rows.bookCategories.push(
      { bookId: id, categoryId: sub.id, isPrimary: true },
      { bookId: id, categoryId: top.id, isPrimary: false },
    );
    this.addImage(id);
    this.offerForPacks(top.slug, book);
  }

  private classicPublisher(): number {
    // The shop's own house republishes most classics.
    return this.rng.chance(0.6) ? this.ownPublisherId : this.pickPublisher("beletristica");
  }

  private bookSlug(title: string, authorName: string): string {
    return this.bookSlugs.claim(slugify(`${title} ${authorName}`));
  }

  private oldPriceFor(price: number): number {
    return Math.ceil((price * (1.1 + this.rng.next() * 0.3)) / 100) * 100 - 1;
  }

  private addInventedBook(plan: SeriesPlan | null, volume: number): void {
    const { rng } = this;
    const id = this.rows.books.length + 1;
    const top = plan?.top ?? rng.weighted(this.tops.map((t) => [t, t.weight] as const));
    const sub = plan?.sub ?? rng.pick(top.subs);
    const english = top.slug === ENGLISH;
    const author = plan?.author ?? this.pickAuthor(top, sub);
    const last = plan?.last ?? rng.pick(ROMANIAN_LAST_NAMES);

    const englishKind: EnglishKind = ENGLISH_SUB_KIND[sub.seed.name] ?? "fiction";
    const parts = english
      ? ENGLISH_TITLES[englishKind]
      : ROMANIAN_TITLES[top.slug as Exclude<TopCategorySlug, typeof ENGLISH>];
    const ownTitle = this.composeTitle(parts, { last });
    let title = ownTitle;
    let subtitle = "";
    if (plan) {
      title = `${plan.name}, vol. ${volume}`;
      subtitle = ownTitle;
    } else if (sub.seed.subtitle && rng.chance(0.5)) {
      subtitle = sub.seed.subtitle;
    } else if (rng.chance(parts.subtitleChance)) {
      subtitle = fill(rng.pick(parts.subtitles), { last });
    }

    const childrenBoard = sub.seed.name === "0-3 ani";
    const format = rng.weighted<"paperback" | "hardcover" | "ebook" | "audiobook">([
      ["paperback", childrenBoard ? 35 : 70],
      ["hardcover", childrenBoard ? 60 : 15],
      ["ebook", 7],
      ["audiobook", 3],
    ]);

    // Publication: a few pre-orders, the rest spread over the years, more of them recent.
    let preOrder = rng.chance(0.03);
    let publishedDay: number;
    if (plan) {
      publishedDay = plan.startDay + (volume - 1) * 300 + rng.int(-40, 40);
      preOrder = volume === plan.volumes && volume > 2 && rng.chance(0.2);
    } else {
      // The power below 1 favours recent years: a bookshop's stock is mostly recent titles.
      publishedDay = FIRST_DAY + Math.floor((REFERENCE_DAY - FIRST_DAY) * rng.next() ** (2 / 3));
    }
    if (preOrder) publishedDay = rng.int(PRE_ORDER_FIRST_DAY, PRE_ORDER_LAST_DAY);
    else publishedDay = Math.min(Math.max(publishedDay, FIRST_DAY), REFERENCE_DAY);
    const publishedOn = isoDate(publishedDay);
    // A pre-order is announced a few weeks before "today".
    const createdOn = preOrder ? isoDate(REFERENCE_DAY - rng.int(1, 60)) : publishedOn;

    let stock = 0;
    if (!preOrder && !rng.chance(0.08)) stock = rng.skewedInt(1, 500, 2.2);

    const price = retailPrice(rng, this.rawPrice(top.slug, sub.seed.name, format));
    const salesCount = preOrder ? rng.int(0, 50) : this.salesCount();
    // One literal with every column, in column order: spreading a shared base object here
    // made generation three times slower (V8 falls back to slow, dictionary-mode objects).
    const book: BookRow = {
      id,
      isbn13: this.nextIsbn(id),
      slug: this.bookSlug(title, author.row.name),
      title,
      subtitle,
      description: english
        ? this.englishDescription(englishKind, author.row.name)
        : this.romanianDescription(top.slug, sub.seed.name, author.row.name, last),
      format,
      pageCount: format === "audiobook" ? null : this.pageCount(top.slug, sub.seed.name),
      language: english ? "en" : "ro",
      publishedOn,
      publisherId: plan?.publisherId ?? this.pickPublisher(top.slug),
      seriesId: plan?.id ?? null,
      seriesVolume: plan ? volume : null,
      price,
      oldPrice: rng.chance(0.3) ? this.oldPriceFor(price) : null,
      stock,
      maxPerOrder: rng.chance(0.75) ? 10 : rng.int(5, 20),
      availableFrom: preOrder ? publishedOn : null,
      isPromo: false,
      freeShipping: rng.chance(0.05),
      hideInCart: false,
      epicOfferPrice:
        price >= 1999 && rng.chance(0.02)
          ? roundDownTo99(price * (0.55 + rng.next() * 0.25))
          : null,
      wowBestsellerPrice:
        salesCount >= 300 && rng.chance(0.2)
          ? Math.max(499, roundDownTo99(price * (0.5 + rng.next() * 0.2)))
          : null,
      salesCount,
      isListed: true,
      createdAt: timestampOf(createdOn),
      updatedAt: timestampOf(createdOn),
    };
    this.rows.books.push(book);

    // Contributors: positions run over all roles of the book, authors first.
    let position = 0;
    const credit = (person: Person, role: "author" | "translator" | "illustrator") => {
      this.rows.bookContributors.push({
        bookId: id,
        contributorId: person.row.id,
        role,
        position: position++,
      });
    };
    credit(author, "author");
    const coAuthorChance = FICTION.has(top.slug) || top.slug === CHILDREN ? 0.04 : 0.1;
    if (!plan && rng.chance(coAuthorChance)) {
      const second = this.pickAuthor(top, sub, author);
      if (second !== author) credit(second, "author");
    }
    if (!english && author.origin !== "ro")
      credit(this.pickTranslator(author.origin), "translator");
    const illustrated = top.slug === CHILDREN || (english && englishKind === "children");
    if (illustrated && rng.chance(0.6))
      credit(rng.pickSkewed(this.illustrators, 1.3), "illustrator");

    // Categories: usually a sub-category as primary, sometimes also listed under its parent.
    if (rng.chance(0.9)) {
      this.rows.bookCategories.push({ bookId: id, categoryId: sub.id, isPrimary: true });
      if (rng.chance(0.5)) {
        this.rows.bookCategories.push({ bookId: id, categoryId: top.id, isPrimary: false });
      }
    } else {
      this.rows.bookCategories.push({ bookId: id, categoryId: top.id, isPrimary: true });
    }

    this.addImage(id);
    if (!preOrder) this.offerForPacks(top.slug, book);
  }

  private rawPrice(genre: TopCategorySlug, sub: string, format: string): number {
    const { rng } = this;
    if (format === "ebook") return rng.int(999, 3999);
    if (format === "audiobook") return rng.int(2499, 5999);
    let low = 3499;
    let high = 7999;
    if (genre === CHILDREN) [low, high] = [1499, 4499];
    else if (genre === ENGLISH) [low, high] = [3999, 9999];
    else if (sub === "Poezie" || sub === "Teatru") [low, high] = [1999, 3999];
    else if (FICTION.has(genre)) [low, high] = [2999, 6499];
    const raw = rng.int(low, high);
    return format === "hardcover" ? raw * (1.5 + rng.next() * 0.8) : raw;
  }

  private pageCount(genre: TopCategorySlug, sub: string): number {
    const { rng } = this;
    let pages: number;
    if (genre === CHILDREN && sub !== "9-12 ani") pages = rng.int(64, 144);
    else if (sub === "Poezie" || sub === "Teatru") pages = rng.int(64, 220);
    else if (rng.chance(0.05)) pages = rng.int(640, 960);
    else pages = rng.int(144, 560);
    // Books are printed in signatures of 8 pages.
    return Math.min(960, Math.max(64, Math.round(pages / 8) * 8));
  }

  private salesCount(): number {
    const { rng } = this;
    const roll = rng.next();
    if (roll < 0.008) return rng.int(2000, 15_000);
    if (roll < 0.05) return rng.int(300, 2000);
    if (roll < 0.3) return rng.int(40, 300);
    return rng.int(0, 60);
  }

  private romanianDescription(
    genre: TopCategorySlug,
    sub: string,
    author: string,
    last: string,
  ): string {
    const { rng } = this;
    const parts =
      SUB_DESCRIPTIONS[sub] ?? DESCRIPTIONS[genre as Exclude<TopCategorySlug, typeof ENGLISH>];
    const char = subject(rng.pick(genre === CHILDREN ? CHILD_CHARACTERS : STORY_CHARACTERS));
    const vars = {
      char,
      Char: capitalize(char),
      city: rng.pick(STORY_CITIES),
      author,
      topic: parts.topics ? rng.pick(parts.topics) : "",
      last,
    };
    const sentences = [rng.pick(parts.openers), ...rng.sample(parts.middles, rng.int(1, 3))];
    if (rng.chance(0.6)) sentences.push(rng.pick(genre === CHILDREN ? CHILDREN_CLOSERS : CLOSERS));
    return fill(sentences.join(" "), vars);
  }

  private englishDescription(kind: EnglishKind, author: string): string {
    const { rng } = this;
    const parts = ENGLISH_DESCRIPTIONS[kind];
    const char = subject(rng.pick(ENGLISH_CHARACTERS));
    const vars = { char, Char: capitalize(char), place: rng.pick(ENGLISH_PLACES), author };
    const sentences = [rng.pick(parts.openers), ...rng.sample(parts.middles, rng.int(1, 2))];
    if (rng.chance(0.6)) sentences.push(rng.pick(ENGLISH_CLOSERS));
    return fill(sentences.join(" "), vars);
  }

  private addImage(bookId: number): void {
    this.rows.bookImages.push({
      id: bookId,
      bookId,
      position: 0,
      smallUrl: `/coperti/${bookId}-mica.jpg`,
      smallUrlWebp: `/coperti/${bookId}-mica.webp`,
      largeUrl: `/coperti/${bookId}-mare.jpg`,
      largeUrlWebp: `/coperti/${bookId}-mare.webp`,
      width: 600,
      height: 900,
    });
  }

  // --- packs ---------------------------------------------------------------------------------

  private offerForPacks(genre: TopCategorySlug, book: BookRow): void {
    if (book.stock === 0 || book.price > 6999 || !book.publishedOn) return;
    const pool = this.packPools.get(genre) ?? [];
    pool.push({
      id: book.id,
      title: book.title,
      price: book.price,
      stock: book.stock ?? 0,
      publishedOn: book.publishedOn,
      publisherId: book.publisherId ?? null,
    });
    this.packPools.set(genre, pool);
  }

  private addPack(): void {
    const { rng } = this;
    const top = rng.weighted(this.tops.map((t) => [t, t.weight] as const));
    let genre = top.slug;
    let pool = this.packPools.get(genre) ?? [];
    if (pool.length < 5) {
      genre = "beletristica";
      pool = this.packPools.get(genre) ?? [];
    }
    if (pool.length < 5) {
      this.addInventedBook(null, 0);
      return;
    }
    const wanted = rng.int(2, 5);
    const picked = new Set<number>();
    while (picked.size < wanted) picked.add(rng.int(0, pool.length - 1));
    const items = [...picked].map((i) => pool[i] as PackCandidate);
    const discount = 0.15 + rng.next() * 0.15;
    const sum = () => items.reduce((total, item) => total + item.price, 0);
    while (items.length > 2 && roundDownTo99(sum() * (1 - discount)) > MAX_PRICE) items.pop();
    const full = sum();
    const price = Math.min(MAX_PRICE, Math.max(MIN_PRICE, roundDownTo99(full * (1 - discount))));

    const first = items[0] as PackCandidate;
    const theme = rng.chance(0.5)
      ? `${items.length} ${PACK_NOUNS[genre]}`
      : items.length === 2
        ? `${first.title} + ${(items[1] as PackCandidate).title}`
        : `${first.title} și alte ${items.length - 1} cărți`;
    const title = `Pachet promo: ${theme}`;
    const id = this.rows.books.length + 1;
    const publishers = new Set(items.map((item) => item.publisherId));
    let publishedOn = FIRST_PUBLICATION;
    for (const item of items) if (item.publishedOn > publishedOn) publishedOn = item.publishedOn;
    this.rows.books.push({
      id,
      isbn13: null,
      slug: this.bookSlugs.claim(slugify(title)),
      title,
      subtitle: `${items.length} cărți la preț special`,
      description:
        `Pachetul conține ${quoteList(items.map((item) => item.title))}. ` +
        `Cumpărate separat, cărțile costă ${formatLei(full)}; în pachet economisești ${formatLei(full - price)}.`,
      format: "pack",
      pageCount: null,
      language: genre === ENGLISH ? "en" : "ro",
      publishedOn,
      publisherId: publishers.size === 1 ? first.publisherId : null,
      seriesId: null,
      seriesVolume: null,
      price,
      oldPrice: full,
      stock: Math.min(100, ...items.map((item) => item.stock)),
      maxPerOrder: 5,
      availableFrom: null,
      isPromo: true,
      freeShipping: rng.chance(0.3),
      hideInCart: false,
      epicOfferPrice: null,
      wowBestsellerPrice: null,
      salesCount: rng.skewedInt(0, 400, 2),
      isListed: true,
      createdAt: timestampOf(publishedOn, 10),
      updatedAt: timestampOf(publishedOn, 10),
    });
    for (const item of items)
      this.rows.packItems.push({ packId: id, bookId: item.id, quantity: 1 });
    const category = this.topBySlug.get(genre) ?? top;
    this.rows.bookCategories.push({ bookId: id, categoryId: category.id, isPrimary: true });
    this.addImage(id);
  }

  // --- redirects -----------------------------------------------------------------------------

  private buildRedirects(): void {
    const { rng } = this;
    const createdAt = timestampOf("2025-06-02");
    const moara = this.rows.books[0];
    if (moara?.title === "Moara cu noroc" && !this.bookSlugs.has("moara-cu-noroc")) {
      this.rows.slugRedirects.push({ oldSlug: "moara-cu-noroc", bookId: moara.id, createdAt });
    }
    for (const book of this.rows.books) {
      if (book.format === "pack" || !rng.chance(0.01)) continue;
      const oldSlug = `${book.slug}-editia-veche`;
      if (this.bookSlugs.has(oldSlug)) continue;
      this.rows.slugRedirects.push({ oldSlug, bookId: book.id, createdAt });
    }
  }
}

/** Sub-categories whose authors are Romanian, or foreign (translated), by definition. */
const ORIGIN_BY_SUB: Record<string, "ro" | "foreign"> = {
  "Literatură română": "ro",
  "Literatură universală": "foreign",
  "Istoria României": "ro",
};

/** Sub-categories a series may belong to, where not every one suits a series. */
const SERIES_SUBS: Partial<Record<TopCategorySlug, string[]>> = {
  beletristica: ["Literatură română", "Literatură universală"],
  "pentru-copii": ["3-6 ani", "6-9 ani", "9-12 ani"],
  "carti-in-limba-engleza": ["Ficțiune în engleză", "Young adult în engleză"],
};

const PACK_NOUNS: Record<TopCategorySlug, string> = {
  beletristica: "cărți de neratat",
  "dezvoltare-personala": "cărți de dezvoltare personală",
  horror: "romane horror",
  "romane-de-dragoste-romantice": "romane de dragoste",
  politiste: "romane polițiste",
  fantasy: "romane fantasy",
  psihologie: "cărți de psihologie",
  "nutritie-si-sanatate": "cărți despre sănătate",
  sarcina: "cărți pentru părinți",
  "educatie-financiara": "cărți despre bani",
  management: "cărți de management",
  marketing: "cărți de marketing",
  istorie: "cărți de istorie",
  "pentru-copii": "cărți pentru copii",
  "carti-in-limba-engleza": "cărți în limba engleză",
};

/** Builds every row of the demo catalogue in memory, without touching a database. */
export function generateCatalogue(options: SeedOptions): CatalogueRows {
  const { books: count, seed = DEFAULT_SEED } = options;
  if (!Number.isInteger(count) || count < 0 || count > MAX_SEED_BOOKS) {
    throw new RangeError(`books must be a whole number from 0 to ${MAX_SEED_BOOKS}, got ${count}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) {
    throw new RangeError(`seed must be a whole number from 0 to ${0xffff_ffff}, got ${seed}`);
  }
  return new CatalogueBuilder(count, seed).build();
}

// ---------------------------------------------------------------------------------------------
// Writing

type Executor = Pick<Database, "execute">;

/** Catalogue tables in dependency order (parents first). */
const CATALOGUE_TABLES = [
  ["publishers", publishers],
  ["categories", categories],
  ["contributors", contributors],
  ["series", series],
  ["books", books],
  ["bookContributors", bookContributors],
  ["bookCategories", bookCategories],
  ["bookImages", bookImages],
  ["packItems", packItems],
  ["slugRedirects", slugRedirects],
] as const satisfies readonly (readonly [keyof CatalogueRows, PgTable])[];

const SERIAL_TABLES = [
  "publishers",
  "categories",
  "contributors",
  "series",
  "books",
  "book_images",
];

function literal(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "default";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot store ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

// Literal multi-row VALUES: far fewer round trips and no bind-parameter limit. Every value is
// generated here (no user input), and quotes are doubled, so the SQL is safe to build as text.
async function insertRows(db: Executor, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table));
  const head = `insert into "${getTableName(table)}" (${columns.map(([, c]) => `"${c.name}"`).join(", ")}) values `;
  const maxChars = 250_000;
  let values: string[] = [];
  let size = 0;
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    const tuple = `(${columns.map(([key]) => literal(record[key])).join(",")})`;
    values.push(tuple);
    size += tuple.length + 1;
    if (size >= maxChars) {
      await db.execute(sql.raw(head + values.join(",")));
      values = [];
      size = 0;
    }
  }
  if (values.length > 0) await db.execute(sql.raw(head + values.join(",")));
}

/** Number of rows in each catalogue table that already holds some. */
export async function nonEmptyCatalogueTables(db: Database): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const [, table] of CATALOGUE_TABLES) {
    const count = await db.$count(table);
    if (count > 0) found[getTableName(table)] = count;
  }
  return found;
}

/** Empties every catalogue table (and, through CASCADE, whatever references them). */
export async function truncateCatalogue(db: Database): Promise<void> {
  const names = CATALOGUE_TABLES.map(([, table]) => `"${getTableName(table)}"`).join(", ");
  await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}

/**
 * Seeds the demo catalogue into an empty database, in one transaction.
 * Throws when the catalogue already holds rows: ids are assigned here, not by the database.
 */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const existing = await nonEmptyCatalogueTables(db);
  if (Object.keys(existing).length > 0) {
    const detail = Object.entries(existing)
      .map(([name, count]) => `${name}: ${count}`)
      .join(", ");
    throw new Error(`The catalogue is not empty (${detail}); empty it before seeding.`);
  }
  const rows = generateCatalogue(options);
  await db.transaction(async (tx) => {
    for (const [key, table] of CATALOGUE_TABLES) await insertRows(tx, table, rows[key]);
    for (const name of SERIAL_TABLES) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${name}', 'id'), coalesce(max(id), 1), max(id) is not null) from "${name}"`,
        ),
      );
    }
  });
  return summarize(rows);
}

export function summarize(rows: CatalogueRows): SeedSummary {
  return {
    publishers: rows.publishers.length,
    categories: rows.categories.length,
    contributors: rows.contributors.length,
    series: rows.series.length,
    books: rows.books.length,
    bookContributors: rows.bookContributors.length,
    bookCategories: rows.bookCategories.length,
    bookImages: rows.bookImages.length,
    packItems: rows.packItems.length,
    slugRedirects: rows.slugRedirects.length,
  };
}

// Contributors: the classic authors, then invented authors, translators and illustrators with
// biographies composed from templates, and how books pick among them.
import { slugify } from "../../../app/lib/slug";
import {
  AUTHOR_BIRTH_SENTENCES,
  AUTHOR_CAREER_SENTENCES,
  AUTHOR_EXTRA_SENTENCES,
  FOREIGN_AUTHOR_SENTENCES,
  GENRE_PROFILES,
  ILLUSTRATOR_SENTENCES,
  TRANSLATOR_SENTENCES,
  UNIVERSITY_CITIES,
} from "../data/biographies";
import type { TopCategorySlug } from "../data/categories";
import { CLASSIC_AUTHORS, type ClassicAuthor } from "../data/classics";
import { ENGLISH_CLASSIC_AUTHORS } from "../data/english";
import {
  FOREIGN_NAMES,
  type ForeignLanguage,
  RESERVED_NAMES,
  ROMANIAN_CITIES,
  ROMANIAN_FEMALE_FIRST_NAMES,
  ROMANIAN_LAST_NAMES,
  ROMANIAN_MALE_FIRST_NAMES,
} from "../data/names";
import {
  type CatalogueDraft,
  type ContributorRow,
  ENGLISH,
  type Origin,
  type Person,
  type SubCategory,
  type TopCategory,
} from "./context";
import { counted, fill, type Gender, genderize } from "./text";

/** Sub-categories whose authors are Romanian, or foreign (translated), by definition. */
const ORIGIN_BY_SUB: Record<string, "ro" | "foreign"> = {
  "Literatură română": "ro",
  "Literatură universală": "foreign",
  "Istoria României": "ro",
};

function addContributor(
  draft: CatalogueDraft,
  firstName: string,
  lastName: string,
  biography: (name: string) => string,
  origin: Origin,
): Person {
  const name = `${firstName} ${lastName}`;
  const row: ContributorRow = {
    id: draft.rows.contributors.length + 1,
    slug: draft.contributorSlugs.claim(slugify(name)),
    firstName,
    lastName,
    name,
    biography: biography(name),
    photoUrl: null,
  };
  draft.rows.contributors.push(row);
  return { row, origin };
}

function addClassic(draft: CatalogueDraft, author: ClassicAuthor, origin: Origin): void {
  const person = addContributor(
    draft,
    author.firstName,
    author.lastName,
    () => author.biography,
    origin,
  );
  draft.classicByName.set(person.row.name, person);
}

function inventName(
  draft: CatalogueDraft,
  origin: Origin,
): { first: string; last: string; gender: Gender } {
  const { rng } = draft;
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

function pickForeignLanguage(draft: CatalogueDraft): ForeignLanguage {
  const entries = Object.entries(FOREIGN_NAMES) as [ForeignLanguage, { weight: number }][];
  return draft.rng.weighted(entries.map(([language, names]) => [language, names.weight]));
}

function authorBiography(
  draft: CatalogueDraft,
  name: string,
  gender: Gender,
  origin: Origin,
  genre: TopCategorySlug,
): string {
  const { rng } = draft;
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

export function buildContributors(draft: CatalogueDraft): void {
  const { rng } = draft;
  for (const author of CLASSIC_AUTHORS) addClassic(draft, author, "ro");
  for (const author of ENGLISH_CLASSIC_AUTHORS) addClassic(draft, author, "en");

  const target = Math.min(6000, Math.max(300, Math.round(draft.bookCount / 6)));
  const invented = Math.max(0, target - draft.rows.contributors.length);
  const genreWeights = draft.tops.map((top) => [top, top.weight] as const);
  for (let i = 0; i < invented; i++) {
    const top = rng.weighted(genreWeights);
    let origin: Origin = "ro";
    if (top.slug === ENGLISH) origin = "en";
    else if (rng.chance(top.foreignShare)) origin = pickForeignLanguage(draft);
    const { first, last, gender } = inventName(draft, origin);
    const person = addContributor(
      draft,
      first,
      last,
      (name) => authorBiography(draft, name, gender, origin, top.slug),
      origin,
    );
    draft.inventedAuthors.push(person);
    const key = `${top.slug}|${origin === "ro" ? "ro" : "foreign"}`;
    const pool = draft.authorPools.get(key) ?? [];
    pool.push(person);
    draft.authorPools.set(key, pool);
  }

  for (let i = 0; i < 60; i++) addTranslator(draft);
  for (let i = 0; i < 30; i++) addIllustrator(draft);
}

function addTranslator(draft: CatalogueDraft): void {
  const { rng } = draft;
  const { first, last, gender } = inventName(draft, "ro");
  const languages = [pickForeignLanguage(draft)];
  if (rng.chance(0.3)) {
    const second = pickForeignLanguage(draft);
    if (second !== languages[0]) languages.push(second);
  }
  const names = languages.map((language) => FOREIGN_NAMES[language].languageName);
  const from = names.length === 1 ? `din limba ${names[0]}` : `din limbile ${names.join(" și ")}`;
  const person = addContributor(
    draft,
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
  draft.translators.push(person);
  for (const language of languages) {
    const list = draft.translatorsByLanguage.get(language) ?? [];
    list.push(person);
    draft.translatorsByLanguage.set(language, list);
  }
}

function addIllustrator(draft: CatalogueDraft): void {
  const { rng } = draft;
  const { first, last, gender } = inventName(draft, "ro");
  const person = addContributor(
    draft,
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
  draft.illustrators.push(person);
}

export function pickAuthor(
  draft: CatalogueDraft,
  top: TopCategory,
  sub: SubCategory,
  exclude?: Person,
): Person {
  const { rng } = draft;
  const forced = ORIGIN_BY_SUB[sub.seed.name];
  const wantForeign =
    top.slug === ENGLISH || (forced ? forced === "foreign" : rng.chance(top.foreignShare));
  const first = draft.authorPools.get(`${top.slug}|${wantForeign ? "foreign" : "ro"}`);
  const second = draft.authorPools.get(`${top.slug}|${wantForeign ? "ro" : "foreign"}`);
  const pool = first?.length ? first : top.slug !== ENGLISH && second?.length ? second : null;
  const candidates = pool ?? draft.inventedAuthors;
  for (let attempt = 0; attempt < 5; attempt++) {
    // Skewed towards the head of the pool: a few prolific authors, many with one book.
    const person = rng.pickSkewed(candidates, 1.7);
    if (person !== exclude) return person;
  }
  return rng.pick(candidates);
}

export function pickTranslator(draft: CatalogueDraft, language: ForeignLanguage): Person {
  const pool = draft.translatorsByLanguage.get(language);
  return draft.rng.pickSkewed(pool?.length ? pool : draft.translators, 1.5);
}

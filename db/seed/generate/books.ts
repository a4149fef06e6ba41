// Books: the classics first, in their fixed order, then invented books, series volumes and promo
// packs in a shuffled order.
import { slugify } from "../../../app/lib/slug";
import type { TopCategorySlug } from "../data/categories";
import { CLASSIC_BOOKS } from "../data/classics";
import { CLASSIC_CLOSERS, STORY_CITIES } from "../data/descriptions";
import {
  ENGLISH_CLASSIC_BOOKS,
  ENGLISH_CLOSERS,
  ENGLISH_SUB_KIND,
  ENGLISH_TITLES,
  type EnglishKind,
} from "../data/english";
import { FOREIGN_NAMES, ROMANIAN_LAST_NAMES } from "../data/names";
import { ROMANIAN_TITLES, SERIES_NAMES } from "../data/titles";
import { composeTitle, englishDescription, romanianDescription } from "./blurbs";
import { isoDate, timestampOf } from "./calendar";
import {
  type BookRow,
  type CatalogueDraft,
  CHILDREN,
  ENGLISH,
  FICTION,
  type Person,
  type SeriesPlan,
} from "./context";
import { addCover } from "./covers";
import { addPack, offerForPacks } from "./packs";
import { pickAuthor, pickTranslator } from "./people";
import { oldPriceFor, rawPrice, retailPrice } from "./prices";
import { classicPublisher, pickPublisher } from "./publishers";
import { fill } from "./text";

/** Sub-categories a series may belong to, where not every one suits a series. */
const SERIES_SUBS: Partial<Record<TopCategorySlug, string[]>> = {
  beletristica: ["Literatură română", "Literatură universală"],
  "pentru-copii": ["3-6 ani", "6-9 ani", "9-12 ani"],
  "carti-in-limba-engleza": ["Ficțiune în engleză", "Young adult în engleză"],
};

export function buildBooks(draft: CatalogueDraft): void {
  const { rng } = draft;
  const classicCount = CLASSIC_BOOKS.length + ENGLISH_CLASSIC_BOOKS.length;
  let index = 0;
  for (const classic of CLASSIC_BOOKS) {
    if (index >= draft.bookCount) return;
    addClassicBook(draft, classic.title, classic.subtitle, classic.author, classic.top, {
      sub: classic.sub,
      description: `${classic.blurb} ${rng.pick(CLASSIC_CLOSERS)}`,
      language: "ro",
    });
    index += 1;
  }
  for (const classic of ENGLISH_CLASSIC_BOOKS) {
    if (index >= draft.bookCount) return;
    addClassicBook(draft, classic.title, "", classic.author, ENGLISH, {
      sub: "Clasici în engleză",
      description: `One of the great classics of English literature. ${rng.pick(ENGLISH_CLOSERS)}`,
      language: "en",
    });
    index += 1;
  }

  const remaining = draft.bookCount - classicCount;
  if (remaining <= 0) return;
  const packCount = remaining >= 40 ? Math.round(remaining * 0.05) : 0;
  const units: ("regular" | "pack" | SeriesPlan)[] = [];
  let volumeBudget = Math.floor((remaining - packCount) / 2);
  const seriesCount = Math.floor(remaining / 40);
  for (let i = 0; i < seriesCount; i++) {
    const volumes = Math.min(rng.int(2, 7), volumeBudget);
    if (volumes < 2) break;
    volumeBudget -= volumes;
    const plan = planSeries(draft, volumes);
    draft.seriesPlans.push(plan);
    units.push(plan);
  }
  const volumeTotal = draft.seriesPlans.reduce((sum, plan) => sum + plan.volumes, 0);
  for (let i = 0; i < packCount; i++) units.push("pack");
  for (let i = 0; i < remaining - packCount - volumeTotal; i++) units.push("regular");
  rng.shuffle(units);

  for (const unit of units) {
    if (unit === "regular") addInventedBook(draft, null, 0);
    else if (unit === "pack") {
      // Too early in the shuffle for a pack: a regular book takes its place.
      if (!addPack(draft)) addInventedBook(draft, null, 0);
    } else
      for (let volume = 1; volume <= unit.volumes; volume++) addInventedBook(draft, unit, volume);
  }
}

function planSeries(draft: CatalogueDraft, volumes: number): SeriesPlan {
  const { rng, calendar } = draft;
  const genres = draft.tops.filter((top) => SERIES_NAMES[top.slug]);
  const top = rng.weighted(genres.map((candidate) => [candidate, candidate.weight] as const));
  const groups = SERIES_NAMES[top.slug] ?? [];
  let name = "";
  let last = "";
  // A handful of tries for a name no other series has; after that, a repeat is acceptable.
  for (let attempt = 0; attempt < 12 && (name === "" || draft.seriesNames.has(name)); attempt++) {
    const [heads, tails] = rng.pick(groups);
    last = rng.pick(top.slug === ENGLISH ? FOREIGN_NAMES.en.last : ROMANIAN_LAST_NAMES);
    name = fill(`${rng.pick(heads)} ${rng.pick(tails)}`, { last, city: rng.pick(STORY_CITIES) });
  }
  draft.seriesNames.add(name);
  const id = draft.rows.series.length + 1;
  const publisherId = pickPublisher(draft, top.slug);
  const subNames = SERIES_SUBS[top.slug];
  const candidates = subNames
    ? top.subs.filter((candidate) => subNames.includes(candidate.seed.name))
    : top.subs;
  const sub = rng.pick(candidates.length > 0 ? candidates : top.subs);
  draft.rows.series.push({ id, slug: draft.seriesSlugs.claim(slugify(name)), name, publisherId });
  const latestStart = calendar.referenceDay - (volumes - 1) * 300 - 40;
  const startDay = rng.int(calendar.firstDay + 40, latestStart);
  const author = pickAuthor(draft, top, sub);
  return { id, name, top, sub, author, publisherId, volumes, startDay, last };
}

function addClassicBook(
  draft: CatalogueDraft,
  title: string,
  subtitle: string,
  authorName: string,
  genre: TopCategorySlug,
  extra: { sub: string; description: string; language: string },
): void {
  const { rng, calendar } = draft;
  const author = draft.classicByName.get(authorName);
  const top = draft.topBySlug.get(genre);
  const sub = top?.subs.find((candidate) => candidate.seed.name === extra.sub);
  if (!author || !top || !sub) throw new Error(`Bad classic entry: ${title} / ${authorName}`);
  const id = draft.rows.books.length + 1;
  const format = rng.weighted<"paperback" | "hardcover" | "ebook">([
    ["paperback", 75],
    ["hardcover", 15],
    ["ebook", 10],
  ]);
  const price = retailPrice(rng, format === "ebook" ? rng.int(999, 2499) : rng.int(1499, 4499));
  const publishedOn = isoDate(rng.int(calendar.at("2012-01-01"), calendar.referenceDay - 30));
  const book: BookRow = {
    id,
    isbn13: draft.isbns.next(rng, id),
    slug: bookSlug(draft, title, author.row.name),
    title,
    subtitle,
    description: extra.description,
    format,
    pageCount: Math.round(rng.int(96, 480) / 8) * 8,
    language: extra.language,
    publishedOn,
    publisherId: extra.language === "en" ? pickPublisher(draft, ENGLISH) : classicPublisher(draft),
    seriesId: null,
    seriesVolume: null,
    price,
    oldPrice: rng.chance(0.3) ? oldPriceFor(rng, price) : null,
    stock: rng.int(20, 500),
    maxPerOrder: 10,
    availableFrom: null,
    isPromo: false,
    freeShipping: false,
    hideInCart: false,
    salesCount: rng.skewedInt(200, 6000, 1.5),
    isListed: true,
    createdAt: timestampOf(publishedOn),
    updatedAt: timestampOf(publishedOn),
  };
  draft.rows.books.push(book);
  draft.rows.bookContributors.push({
    bookId: id,
    contributorId: author.row.id,
    role: "author",
    position: 0,
  });
  draft.rows.bookCategories.push(
    { bookId: id, categoryId: sub.id, isPrimary: true },
    { bookId: id, categoryId: top.id, isPrimary: false },
  );
  addCover(draft, id);
  offerForPacks(draft, top.slug, book);
}

function bookSlug(draft: CatalogueDraft, title: string, authorName: string): string {
  return draft.bookSlugs.claim(slugify(`${title} ${authorName}`));
}

function addInventedBook(draft: CatalogueDraft, plan: SeriesPlan | null, volume: number): void {
  const { rng, calendar } = draft;
  const id = draft.rows.books.length + 1;
  const top = plan?.top ?? rng.weighted(draft.tops.map((t) => [t, t.weight] as const));
  const sub = plan?.sub ?? rng.pick(top.subs);
  const english = top.slug === ENGLISH;
  const author = plan?.author ?? pickAuthor(draft, top, sub);
  const last = plan?.last ?? rng.pick(ROMANIAN_LAST_NAMES);

  const englishKind: EnglishKind = ENGLISH_SUB_KIND[sub.seed.name] ?? "fiction";
  const parts = english
    ? ENGLISH_TITLES[englishKind]
    : ROMANIAN_TITLES[top.slug as Exclude<TopCategorySlug, typeof ENGLISH>];
  const ownTitle = composeTitle(rng, parts, { last });
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
  const { firstDay, referenceDay } = calendar;
  let preOrder = rng.chance(0.03);
  let publishedDay: number;
  if (plan) {
    publishedDay = plan.startDay + (volume - 1) * 300 + rng.int(-40, 40);
    preOrder = volume === plan.volumes && volume > 2 && rng.chance(0.2);
  } else {
    // The power below 1 favours recent years: a bookshop's stock is mostly recent titles.
    publishedDay = firstDay + Math.floor((referenceDay - firstDay) * rng.next() ** (2 / 3));
  }
  if (preOrder) publishedDay = rng.int(calendar.preOrderFirstDay, calendar.preOrderLastDay);
  else publishedDay = Math.min(Math.max(publishedDay, firstDay), referenceDay);
  const publishedOn = isoDate(publishedDay);
  // A pre-order is announced a few weeks before "today".
  const createdOn = preOrder ? isoDate(referenceDay - rng.int(1, 60)) : publishedOn;

  let stock = 0;
  if (!preOrder && !rng.chance(0.08)) stock = rng.skewedInt(1, 500, 2.2);

  const price = retailPrice(rng, rawPrice(rng, top.slug, sub.seed.name, format));
  const salesCount = preOrder ? rng.int(0, 50) : randomSalesCount(draft);
  // One literal with every column, in column order: spreading a shared base object here
  // made generation three times slower (V8 falls back to slow, dictionary-mode objects).
  const book: BookRow = {
    id,
    isbn13: draft.isbns.next(rng, id),
    slug: bookSlug(draft, title, author.row.name),
    title,
    subtitle,
    description: english
      ? englishDescription(rng, englishKind, author.row.name)
      : romanianDescription(rng, top.slug, sub.seed.name, author.row.name, last),
    format,
    pageCount: format === "audiobook" ? null : pageCount(draft, top.slug, sub.seed.name),
    language: english ? "en" : "ro",
    publishedOn,
    publisherId: plan?.publisherId ?? pickPublisher(draft, top.slug),
    seriesId: plan?.id ?? null,
    seriesVolume: plan ? volume : null,
    price,
    oldPrice: rng.chance(0.3) ? oldPriceFor(rng, price) : null,
    stock,
    maxPerOrder: rng.chance(0.75) ? 10 : rng.int(5, 20),
    availableFrom: preOrder ? publishedOn : null,
    isPromo: false,
    freeShipping: rng.chance(0.05),
    hideInCart: false,
    salesCount,
    isListed: true,
    createdAt: timestampOf(createdOn),
    updatedAt: timestampOf(createdOn),
  };
  draft.rows.books.push(book);

  // Contributors: positions run over all roles of the book, authors first.
  let position = 0;
  const credit = (person: Person, role: "author" | "translator" | "illustrator") => {
    draft.rows.bookContributors.push({
      bookId: id,
      contributorId: person.row.id,
      role,
      position: position++,
    });
  };
  credit(author, "author");
  const coAuthorChance = FICTION.has(top.slug) || top.slug === CHILDREN ? 0.04 : 0.1;
  if (!plan && rng.chance(coAuthorChance)) {
    const second = pickAuthor(draft, top, sub, author);
    if (second !== author) credit(second, "author");
  }
  if (!english && author.origin !== "ro")
    credit(pickTranslator(draft, author.origin), "translator");
  const illustrated = top.slug === CHILDREN || (english && englishKind === "children");
  if (illustrated && rng.chance(0.6))
    credit(rng.pickSkewed(draft.illustrators, 1.3), "illustrator");

  // Categories: usually a sub-category as primary, sometimes also listed under its parent.
  if (rng.chance(0.9)) {
    draft.rows.bookCategories.push({ bookId: id, categoryId: sub.id, isPrimary: true });
    if (rng.chance(0.5)) {
      draft.rows.bookCategories.push({ bookId: id, categoryId: top.id, isPrimary: false });
    }
  } else {
    draft.rows.bookCategories.push({ bookId: id, categoryId: top.id, isPrimary: true });
  }

  addCover(draft, id);
  if (!preOrder) offerForPacks(draft, top.slug, book);
}

function pageCount(draft: CatalogueDraft, genre: TopCategorySlug, sub: string): number {
  const { rng } = draft;
  let pages: number;
  if (genre === CHILDREN && sub !== "9-12 ani") pages = rng.int(64, 144);
  else if (sub === "Poezie" || sub === "Teatru") pages = rng.int(64, 220);
  else if (rng.chance(0.05)) pages = rng.int(640, 960);
  else pages = rng.int(144, 560);
  // Books are printed in signatures of 8 pages.
  return Math.min(960, Math.max(64, Math.round(pages / 8) * 8));
}

/** Units sold: most books sell a little, a few percent sell well, a handful are bestsellers. */
function randomSalesCount(draft: CatalogueDraft): number {
  const { rng } = draft;
  const roll = rng.next();
  if (roll < 0.008) return rng.int(2000, 15_000);
  if (roll < 0.05) return rng.int(300, 2000);
  if (roll < 0.3) return rng.int(40, 300);
  return rng.int(0, 60);
}

import { slugify } from "../../../app/lib/slug";
import type { TopCategorySlug } from "../data/categories";
import { isoDate, timestampOf } from "./calendar";
import { type BookRow, type CatalogueDraft, ENGLISH, type PackCandidate } from "./context";
import { addCover } from "./covers";
import { MAX_PRICE, MIN_PRICE, roundDownTo99 } from "./prices";
import { quoteList } from "./text";

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

/** Makes `book` available to later packs of its genre when it is in stock and not too dear. */
export function offerForPacks(draft: CatalogueDraft, genre: TopCategorySlug, book: BookRow): void {
  if (book.stock === 0 || book.price > 6999 || !book.publishedOn) return;
  const pool = draft.packPools.get(genre) ?? [];
  pool.push({
    id: book.id,
    title: book.title,
    price: book.price,
    stock: book.stock ?? 0,
    publishedOn: book.publishedOn,
    publisherId: book.publisherId ?? null,
  });
  draft.packPools.set(genre, pool);
}

/** Adds a pack, or returns false when too few books exist yet to fill one. */
export function addPack(draft: CatalogueDraft): boolean {
  const { rng } = draft;
  const top = rng.weighted(draft.tops.map((t) => [t, t.weight] as const));
  let genre = top.slug;
  let pool = draft.packPools.get(genre) ?? [];
  if (pool.length < 5) {
    genre = "beletristica";
    pool = draft.packPools.get(genre) ?? [];
  }
  if (pool.length < 5) return false;
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
  const id = draft.rows.books.length + 1;
  const publishers = new Set(items.map((item) => item.publisherId));
  let publishedOn = isoDate(draft.calendar.firstDay);
  for (const item of items) if (item.publishedOn > publishedOn) publishedOn = item.publishedOn;
  draft.rows.books.push({
    id,
    isbn13: null,
    slug: draft.bookSlugs.claim(slugify(title)),
    title,
    subtitle: `${items.length} cărți la preț special`,
    description:
      `Pachetul conține ${quoteList(items.map((item) => item.title))}. ` +
      // No amounts: campaigns change the books' prices, and the page shows the saving as it is.
      "În pachet plătești mai puțin decât pentru cărțile cumpărate separat.",
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
    salesCount: rng.skewedInt(0, 400, 2),
    isListed: true,
    createdAt: timestampOf(publishedOn, 10),
    updatedAt: timestampOf(publishedOn, 10),
  });
  for (const item of items) draft.rows.packItems.push({ packId: id, bookId: item.id, quantity: 1 });
  const category = draft.topBySlug.get(genre) ?? top;
  draft.rows.bookCategories.push({ bookId: id, categoryId: category.id, isPrimary: true });
  addCover(draft, id);
  return true;
}

// Child process of cold-addresses.ts: `tsx bench/cold-addresses-cli.ts COUNT WARMUP FILE KEY`
// with the database in DATA_DIR / DATABASE_URL. Same database and day, same addresses.
import { CatalogueIndex, dayNumber } from "../app/features/catalogue/list-index/catalogue-index";
import { loadIndexSource } from "../app/features/catalogue/list-index/index-store.server";
import { type ListFilters, queryList } from "../app/features/catalogue/list-index/list-query";
import {
  AVAILABILITY_PARAMS,
  type AvailabilityParam,
  FORMAT_PARAMS,
  type FormatParam,
  type ListParams,
  listQuery,
  type OrderParam,
  PAGE_SIZE,
} from "../app/features/catalogue/list-params";
import { todayInShop } from "../app/lib/dates";
import { openDatabase } from "../db/client.server";
import { PAGES_PER_LIST, writeColdAddresses } from "./cold-addresses";

const [count, warmup] = [Number(process.argv[2]), Number(process.argv[3])];
const [file, key] = [process.argv[4] ?? "", process.argv[5] ?? ""];

const ORDERS: OrderParam[] = [
  "cele-mai-vandute",
  "cele-mai-noi",
  "pret-crescator",
  "pret-descrescator",
  "titlu",
];
/** Bani; the empty range is listed twice so that half the lists have no price filter. */
const PRICES: { priceMin?: number; priceMax?: number }[] = [
  {},
  {},
  { priceMax: 2000 },
  { priceMin: 2000, priceMax: 4000 },
  { priceMin: 4000, priceMax: 8000 },
  { priceMin: 8000 },
];
const FORMATS: FormatParam[][] = [
  [],
  [],
  ["brosata"],
  ["cartonata"],
  ["ebook"],
  ["brosata", "cartonata"],
];
const AVAILABILITY: AvailabilityParam[][] = [[], [], ["in-stoc"], ["precomanda"]];

/** mulberry32: a small seeded generator, so the same database gives the same addresses. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20261101);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

function productPaths(index: CatalogueIndex, wanted: number): string[] {
  const positions = shuffle(Array.from({ length: index.size }, (_, i) => i));
  return positions.slice(0, wanted).map((i) => `/carte/${index.slugs[i]}`);
}

function listPaths(index: CatalogueIndex, wanted: number): string[] {
  const today = dayNumber(todayInShop());
  const categories = [...index.categories.values()].filter(
    (c) => (index.categoryMembers.get(c.id)?.length ?? 0) > 0,
  );
  const languages = [[], [], ...index.languages.slice(0, 3).map((l) => [l])];
  const paths = new Set<string>();
  for (let attempt = 0; paths.size < wanted && attempt < wanted * 50; attempt++) {
    const category = pick(categories);
    const params: ListParams = {
      order: "cele-mai-vandute",
      page: 1,
      authors: [],
      publishers: [],
      formats: pick(FORMATS),
      languages: pick(languages),
      availability: pick(AVAILABILITY),
      ...pick(PRICES),
    };
    const filters: ListFilters = {
      categoryId: category.id,
      formats: params.formats.map((f) => FORMAT_PARAMS[f]),
      languages: params.languages,
      availability: params.availability.map((a) => AVAILABILITY_PARAMS[a]),
      ...(params.priceMin !== undefined ? { priceMin: params.priceMin } : {}),
      ...(params.priceMax !== undefined ? { priceMax: params.priceMax } : {}),
    };
    const { total, pageCount } = queryList(index, {
      filters,
      order: "bestsellers",
      page: 1,
      pageSize: PAGE_SIZE,
      today,
    });
    if (total === 0) continue;
    for (let k = 0; k < PAGES_PER_LIST; k++) {
      const page = { ...params, order: pick(ORDERS), page: 1 + Math.floor(next() * pageCount) };
      // listQuery is the app's canonical form, so no two addresses are one page.
      paths.add(`/carti/${category.slug}${listQuery(page)}`);
    }
  }
  return shuffle([...paths]).slice(0, wanted);
}

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? "./data",
});
let index: CatalogueIndex;
try {
  await handle.migrate();
  index = new CatalogueIndex(await loadIndexSource(handle.db));
} finally {
  await handle.close();
}
const products = productPaths(index, count + warmup);
const lists = listPaths(index, count + warmup);
if (products.length < count + warmup || lists.length < count + warmup) {
  console.warn(
    `bench: only ${products.length} product and ${lists.length} list addresses for ${count} measured + ${warmup} warm-up`,
  );
}
// The measured addresses come first, so a shortfall leaves them whole and shortens the warm-up.
writeColdAddresses(file, key, {
  products: products.slice(0, count),
  productWarmup: products.slice(count),
  lists: lists.slice(0, count),
  listWarmup: lists.slice(count),
});

// The state shared by the generation steps: the rows built so far, the one PRNG they all draw
// from (in a fixed order), and the indexes later steps pick from.
import type {
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
} from "../../schema";
import type { SubCategorySeed, TopCategorySlug } from "../data/categories";
import type { ForeignLanguage } from "../data/names";
import { Random } from "../random";
import type { SeedCalendar } from "./calendar";
import { IsbnRegistry, SlugRegistry } from "./identifiers";

export type PublisherRow = typeof publishers.$inferInsert & { id: number };
export type CategoryRow = typeof categories.$inferInsert & { id: number };
export type ContributorRow = typeof contributors.$inferInsert & { id: number };
export type SeriesRow = typeof series.$inferInsert & { id: number };
export type BookRow = typeof books.$inferInsert & { id: number; slug: string };
export type BookContributorRow = typeof bookContributors.$inferInsert;
export type BookCategoryRow = typeof bookCategories.$inferInsert;
export type BookImageRow = typeof bookImages.$inferInsert & { id: number };
export type PackItemRow = typeof packItems.$inferInsert;
export type SlugRedirectRow = typeof slugRedirects.$inferInsert;

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

export const ENGLISH = "carti-in-limba-engleza" satisfies TopCategorySlug;
export const CHILDREN = "pentru-copii" satisfies TopCategorySlug;
export const FICTION = new Set<TopCategorySlug>([
  "beletristica",
  "horror",
  "romane-de-dragoste-romantice",
  "politiste",
  "fantasy",
]);

export type Origin = "ro" | ForeignLanguage;

export interface Person {
  row: ContributorRow;
  origin: Origin;
}

export interface TopCategory {
  id: number;
  slug: TopCategorySlug;
  weight: number;
  foreignShare: number;
  subs: SubCategory[];
}

export interface SubCategory {
  id: number;
  seed: SubCategorySeed;
}

export interface SeriesPlan {
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
export interface PackCandidate {
  id: number;
  title: string;
  price: number;
  stock: number;
  publishedOn: string;
  publisherId: number | null;
}

export class CatalogueDraft {
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

  readonly rng: Random;
  readonly tops: TopCategory[] = [];
  readonly topBySlug = new Map<TopCategorySlug, TopCategory>();
  readonly publishersByFocus = new Map<TopCategorySlug, number[]>();
  readonly authorPools = new Map<string, Person[]>();
  readonly inventedAuthors: Person[] = [];
  readonly classicByName = new Map<string, Person>();
  readonly translatorsByLanguage = new Map<ForeignLanguage, Person[]>();
  readonly translators: Person[] = [];
  readonly illustrators: Person[] = [];
  readonly seriesPlans: SeriesPlan[] = [];
  readonly packPools = new Map<TopCategorySlug, PackCandidate[]>();
  readonly contributorSlugs = new SlugRegistry();
  readonly bookSlugs = new SlugRegistry();
  readonly seriesSlugs = new SlugRegistry();
  readonly seriesNames = new Set<string>();
  readonly isbns = new IsbnRegistry();
  ownPublisherId = 0;

  constructor(
    readonly bookCount: number,
    seed: number,
    readonly calendar: SeedCalendar,
  ) {
    this.rng = new Random(seed);
  }
}

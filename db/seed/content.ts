// The catalogue's content: footer links, landing pages, reader reviews, book previews and shop
// settings. Deterministic like the catalogue: each part draws from its own PRNG stream derived
// from the seed, so that changing one part does not reshuffle the others.
import type { PgTable } from "drizzle-orm/pg-core";
import { authorPath, categoryPath, publisherPath } from "../../app/lib/paths";
import {
  bookPreviews,
  bookReviews,
  footerLinks,
  landingBooks,
  landings,
  searchQueries,
  siteSettings,
} from "../schema";
import {
  blogPostBooks,
  blogPosts,
  careerDepartments,
  careerPositions,
  contentPages,
} from "../schema-content";
import { pickupPoints } from "../schema-orders";
import { buildCareers, type CareerRows } from "./data/careers";
import type { TopCategorySlug } from "./data/categories";
import { CLASSIC_BOOKS } from "./data/classics";
import { DEMO_COMPANY } from "./data/company";
import { ENGLISH_CLASSIC_BOOKS } from "./data/english";
import {
  type FixedLink,
  FOOTER_ABOUT,
  FOOTER_AUTHORS,
  FOOTER_CATEGORIES,
  FOOTER_HELP,
  FOOTER_LEGAL,
  FOOTER_TOP_BOOKS,
  SOCIAL_LINKS,
} from "./data/footer";
import { buildPickupPoints, type PickupPointRow } from "./data/pickup-points";
import { type BlogPostBookRow, type BlogPostRow, buildBlogPosts } from "./generate/blog-posts";
import { type SeedCalendar, shopMidnight, timestampOf } from "./generate/calendar";
import { buildContentPages, type ContentPageRow } from "./generate/content-pages";
import type { CatalogueRows } from "./generate/context";
import { buildLandings, type LandingBookRow, type LandingRow } from "./generate/landings";
import { type BookPreviewRow, buildPreviews } from "./generate/previews";
import { type BookReviewRow, buildReviews } from "./generate/reviews";
import { buildSearches, type SearchQueryRow } from "./generate/searches";
import { Random } from "./random";

type FooterLinkRow = typeof footerLinks.$inferInsert & { id: number };
type SiteSettingRow = typeof siteSettings.$inferInsert;

export interface ContentRows {
  footerLinks: FooterLinkRow[];
  landings: LandingRow[];
  landingBooks: LandingBookRow[];
  bookReviews: BookReviewRow[];
  bookPreviews: BookPreviewRow[];
  siteSettings: SiteSettingRow[];
  searchQueries: SearchQueryRow[];
  pickupPoints: PickupPointRow[];
  careerDepartments: CareerRows["careerDepartments"];
  careerPositions: CareerRows["careerPositions"];
  contentPages: ContentPageRow[];
  blogPosts: BlogPostRow[];
  blogPostBooks: BlogPostBookRow[];
}

/** Content tables in dependency order (parents first). */
export const CONTENT_TABLES = [
  ["footerLinks", footerLinks],
  ["landings", landings],
  ["landingBooks", landingBooks],
  ["bookReviews", bookReviews],
  ["bookPreviews", bookPreviews],
  ["siteSettings", siteSettings],
  ["searchQueries", searchQueries],
  ["pickupPoints", pickupPoints],
  ["careerDepartments", careerDepartments],
  ["careerPositions", careerPositions],
  ["contentPages", contentPages],
  ["blogPosts", blogPosts],
  ["blogPostBooks", blogPostBooks],
] as const satisfies readonly (readonly [keyof ContentRows, PgTable])[];

/** Content tables whose ids the seed assigns. */
export const CONTENT_SERIAL_TABLES = [
  footerLinks,
  landings,
  bookReviews,
  pickupPoints,
  careerDepartments,
  careerPositions,
  blogPosts,
];

// Arbitrary, fixed: one PRNG stream per part.
const STREAMS = { landings: 0x1a2d_1265, reviews: 0x5e71_e35a, previews: 0x0b7e_71e5 };

function stream(seed: number, salt: number): Random {
  return new Random((seed ^ salt) >>> 0);
}

/** The top-level category of each book's primary category, indexed by book id. */
function topCategoryOfBooks(rows: CatalogueRows): (TopCategorySlug | undefined)[] {
  const byId = new Map(rows.categories.map((category) => [category.id, category]));
  const tops: (TopCategorySlug | undefined)[] = [];
  for (const link of rows.bookCategories) {
    if (!link.isPrimary) continue;
    const category = byId.get(link.categoryId);
    const top = category?.parentId ? byId.get(category.parentId) : category;
    tops[link.bookId] = top?.slug as TopCategorySlug | undefined;
  }
  return tops;
}

function buildFooterLinks(rows: CatalogueRows): FooterLinkRow[] {
  const categorySlugs = new Set(rows.categories.map((category) => category.slug));
  const authorSlugs = new Map(rows.contributors.map((person) => [person.name, person.slug]));
  const sections: [string, FixedLink[]][] = [
    [
      "categorii",
      FOOTER_CATEGORIES.map(({ slug, label }) => {
        if (!categorySlugs.has(slug)) throw new Error(`Footer: no category ${slug}`);
        return { label, url: categoryPath(slug) };
      }),
    ],
    [
      "autori",
      FOOTER_AUTHORS.map((name) => {
        const slug = authorSlugs.get(name);
        if (!slug) throw new Error(`Footer: no contributor named ${name}`);
        return { label: name, url: authorPath(slug) };
      }),
    ],
    ["top-carti", FOOTER_TOP_BOOKS],
    ["ajutor-online", FOOTER_HELP],
    ["legal", FOOTER_LEGAL],
    [
      "despre",
      FOOTER_ABOUT.map((link) => {
        if (!("publisher" in link)) return link;
        if (!rows.publishers.some((publisher) => publisher.slug === link.publisher))
          throw new Error(`Footer: no publisher ${link.publisher}`);
        return { label: link.label, url: publisherPath(link.publisher) };
      }),
    ],
  ];
  const links: FooterLinkRow[] = [];
  for (const [section, entries] of sections) {
    entries.forEach(({ label, url }, position) => {
      links.push({ id: links.length + 1, section, label, url, position });
    });
  }
  return links;
}

function buildSettings(calendar: SeedCalendar): SiteSettingRow[] {
  const updatedAt = timestampOf(calendar.referenceDate);
  const values: Record<string, unknown> = {
    "home.theme": {
      theme: "auto",
      blackFridayLanding: `black-friday-${calendar.referenceYear}`,
    },
    // Bani.
    "shop.freeShipping": { show: true, minimum: 50_000 },
    "shop.firstOrderDiscount": { show: true, percent: 10 },
    "shop.shipping": { cost: 1999 },
    "cart.packExclusions": { productIds: [91858] },
    "campaign.wheelOfFortune": { startDate: null, endDate: null },
    "shop.socialLinks": SOCIAL_LINKS,
    "careers.email": { to: "cariere@coperta.ro" },
    "manuscripts.submissions": {
      to: "manuscrise@coperta.ro",
      replyWithinWeeks: 8,
      genres: [
        "Roman",
        "Proză scurtă",
        "Poezie",
        "Literatură pentru copii",
        "Literatură pentru adolescenți",
        "Memorialistică",
        "Eseu",
        "Dezvoltare personală",
        "Istorie",
        "Altele",
      ],
    },
    "shop.company": DEMO_COMPANY,
    // Spec section 9's shipping days, moved into the coming weeks: a day of free shipping on any
    // order (with its countdown), and a day when 99 lei ships free and 59 lei ships at 4,99 lei.
    "shop.shippingPromos": {
      promos: [
        {
          label: "Transport gratuit la orice comandă",
          startsAt: shopMidnight(calendar.referenceDay + 20).toISOString(),
          endsAt: shopMidnight(calendar.referenceDay + 21).toISOString(),
          freeFrom: 0,
          reducedFrom: null,
          reducedCost: null,
          showTimer: true,
        },
        {
          label: "Zi cu transport redus: gratuit de la 99 lei, 4,99 lei de la 59 lei",
          startsAt: shopMidnight(calendar.referenceDay + 45).toISOString(),
          endsAt: shopMidnight(calendar.referenceDay + 46).toISOString(),
          freeFrom: 9900,
          reducedFrom: 5900,
          reducedCost: 499,
          showTimer: false,
        },
      ],
    },
  };
  return Object.entries(values).map(([key, value]) => ({ key, value, updatedAt }));
}

/** Builds the content rows for a generated catalogue, without touching a database. */
export function generateContent(
  rows: CatalogueRows,
  options: { seed: number; calendar: SeedCalendar },
): ContentRows {
  const { seed, calendar } = options;
  const topOfBook = topCategoryOfBooks(rows);
  // The classics are the first books of the catalogue, Romanian ones first (see data/classics.ts).
  const romanianClassics = Math.min(CLASSIC_BOOKS.length, rows.books.length);
  const classics = Math.min(CLASSIC_BOOKS.length + ENGLISH_CLASSIC_BOOKS.length, rows.books.length);
  const landingRows = buildLandings(
    stream(seed, STREAMS.landings),
    rows,
    topOfBook,
    calendar,
    romanianClassics,
  );
  return {
    footerLinks: buildFooterLinks(rows),
    landings: landingRows.landings,
    landingBooks: landingRows.landingBooks,
    bookReviews: buildReviews(stream(seed, STREAMS.reviews), rows, topOfBook, calendar),
    bookPreviews: buildPreviews(stream(seed, STREAMS.previews), rows, topOfBook, classics),
    siteSettings: buildSettings(calendar),
    searchQueries: buildSearches(rows, calendar),
    pickupPoints: buildPickupPoints(),
    contentPages: buildContentPages(calendar),
    ...buildBlogPosts(rows, topOfBook, calendar),
    ...buildCareers(),
  };
}

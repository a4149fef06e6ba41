// Shapes of catalogue data as the pages receive them (explicit columns only, nothing private).
// Here rather than beside the queries that fill them, so components never import a .server
// module, not even for a type.
import type { landings } from "../../../db/schema";

export type BookFormat = "paperback" | "hardcover" | "ebook" | "audiobook" | "pack" | "gift";
export type ContributorRole = "author" | "translator" | "illustrator";
export type Availability = "in-stock" | "preorder" | "out-of-stock";

export interface ContributorRef {
  name: string;
  slug: string;
}

export interface Cover {
  smallUrl: string;
  smallUrlWebp: string;
  largeUrl: string;
  largeUrlWebp: string;
  width: number;
  height: number;
}

/** A campaign price in force (the price itself is the card's price). */
export interface BookPromotion {
  /** "Ofertă epică", "Oferta zilei", "Black Friday". */
  label: string;
  /** The lowest price of the 30 days before the reduction (Directive 2019/2161). */
  lowestPriorPrice: number;
  /** ISO timestamp. */
  endsAt: string;
}

export interface BookCard {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  format: BookFormat;
  price: number;
  oldPrice: number | null;
  authors: ContributorRef[];
  cover: Cover | null;
  availability: Availability;
  availableFrom: string | null;
  promotion: BookPromotion | null;
}

export interface BookContributor extends ContributorRef {
  role: ContributorRole;
}

export interface BookDetails extends BookCard {
  isbn13: string | null;
  description: string;
  pageCount: number | null;
  language: string;
  publishedOn: string | null;
  publisher: { name: string; slug: string } | null;
  series: { name: string; slug: string; volume: number | null } | null;
  contributors: BookContributor[];
  categories: { name: string; slug: string }[];
  packItems: BookCard[];
  maxPerOrder: number;
}

// Around a product page.

export interface SeriesVolume {
  slug: string;
  title: string;
  volume: number | null;
}

export interface ReviewSummary {
  count: number;
  /** Average rating, one decimal; null without reviews. */
  average: number | null;
}

/** Facts about a book that live outside its row, read with it. */
export interface BookFacts {
  volumes: SeriesVolume[];
  reviewSummary: ReviewSummary;
  hasPreview: boolean;
}

export interface RelatedBooks {
  byAuthor: BookCard[];
  sameCategory: BookCard[];
}

export type BookExtras = BookFacts & RelatedBooks;

// Landings (tops, campaigns, Black Friday).

export type LandingKind = (typeof landings.$inferSelect)["kind"];

export type LandingState = "active" | "ended";

export interface LandingPage {
  kind: LandingKind;
  slug: string;
  path: string;
  title: string;
  intro: string;
  bannerText: string;
  bannerColor: string;
  state: LandingState;
  endsAt: string | null;
  books: BookCard[];
  /** Categories of the selection, for /landing/{landingUrl}/{categoryUrl}. */
  categories: { name: string; slug: string; count: number }[];
  category: { name: string; slug: string } | null;
}

// The layout: category menu and footer.

export interface MenuCategory {
  id: number;
  name: string;
  url: string;
  icon: string;
  subCategories: { id: number; name: string; url: string }[];
}

export interface NamedLink {
  name: string;
  url: string;
}

/** Footer sections kept as data (footer_links.section). */
export type FooterSection = "categorii" | "autori" | "top-carti" | "ajutor-online" | "despre";

/** The menu and footer every page shows. */
/** The layout of every page: the footer (the burger menu asks for its categories itself). */
export interface LayoutNavigation {
  footer: {
    sections: Record<FooterSection, NamedLink[]>;
    noutati: NamedLink[];
    bestsellers: NamedLink[];
    legal: NamedLink[];
  };
}

// Page metadata: title, description, canonical URL, Open Graph and JSON-LD, as React Router
// meta descriptors. JSON-LD follows schema.org (Book, Offer, ItemList, BreadcrumbList).
import type { MetaDescriptor } from "react-router";
import { cutAtWord } from "~/lib/cut-at-word";
import { todayInShop } from "~/lib/dates";
import { NOT_FOUND_TITLE } from "~/lib/http";
import { authorPath, bookPath, publisherPath } from "~/lib/paths";
import type { BookCard, BookDetails, LandingPage } from "../catalogue/types";

export const SITE_NAME = "Coperta";

const TITLE_SUFFIX = ` | ${SITE_NAME}`;

/**
 * A page's title as tabs and search results show it: "<title> | Coperta". Left as it is when it
 * already ends so, or is the home page's ("Coperta — librărie online și editură"); a title that
 * merely names the shop ("Editura Coperta", a search for "Coperta") still gets the suffix.
 */
export function siteTitle(title: string): string {
  return title.endsWith(TITLE_SUFFIX) || title.startsWith(`${SITE_NAME} — `)
    ? title
    : `${title}${TITLE_SUFFIX}`;
}

/** A page no search engine should list (account, cart, checkout, links with tokens). */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: siteTitle(title) }, { name: "robots", content: "noindex" }];
}

/** The title of a page whose loader answered 404 (the root error page shows it). */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: siteTitle(NOT_FOUND_TITLE) }];
}

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

export function pageMeta({
  title,
  description,
  canonical,
  image,
  type = "website",
  jsonLd = [],
  noindex = false,
}: {
  title: string;
  description: string;
  canonical: string;
  image?: string | undefined;
  type?: "website" | "book" | "product";
  jsonLd?: object[];
  noindex?: boolean;
}): MetaDescriptor[] {
  const fullTitle = siteTitle(title);
  const text = cutAtWord(description, DESCRIPTION_MAX_LENGTH);
  return [
    { title: fullTitle },
    { name: "description", content: text },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "ro_RO" },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: text },
    { property: "og:url", content: canonical },
    ...(image ? [{ property: "og:image", content: image }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    ...jsonLd.map((value) => ({ "script:ld+json": value })),
  ];
}

const SCHEMA_AVAILABILITY = {
  "in-stock": "https://schema.org/InStock",
  preorder: "https://schema.org/PreOrder",
  "out-of-stock": "https://schema.org/OutOfStock",
} as const;

/** Bani → "49.99", the decimal form schema.org prices use. */
export function schemaPrice(bani: number): string {
  return (bani / 100).toFixed(2);
}

function offer(base: string, book: BookCard) {
  return {
    "@type": "Offer",
    url: `${base}${bookPath(book.slug)}`,
    price: schemaPrice(book.price),
    priceCurrency: "RON",
    // A campaign price holds until its end (the day it ends, in the shop's time zone).
    ...(book.promotion ? { priceValidUntil: todayInShop(new Date(book.promotion.endsAt)) } : {}),
    availability: SCHEMA_AVAILABILITY[book.availability],
    ...(book.availableFrom && book.availability === "preorder"
      ? { availabilityStarts: book.availableFrom }
      : {}),
  };
}

/**
 * A product page's JSON-LD: a book (with an ISBN) is a Book and a Product with the book's own
 * properties; anything else (a pack) is a Product with Product properties only, its publisher as
 * the brand.
 */
export function bookJsonLd(base: string, book: BookDetails) {
  const url = `${base}${bookPath(book.slug)}`;
  const common = {
    "@context": "https://schema.org",
    name: book.title,
    // The shop's product code (the id its JSON API and cart use).
    sku: String(book.id),
    url,
    ...(book.cover ? { image: `${base}${book.cover.largeUrl}` } : {}),
    description: cutAtWord(book.description, 500),
  };
  const publisher = book.publisher
    ? {
        "@type": "Organization",
        name: book.publisher.name,
        url: `${base}${publisherPath(book.publisher.slug)}`,
      }
    : null;
  if (!book.isbn13) {
    return {
      ...common,
      "@type": "Product",
      ...(publisher ? { brand: { ...publisher, "@type": "Brand" } } : {}),
      offers: offer(base, book),
    };
  }
  const authors = book.contributors.filter((c) => c.role === "author");
  const translators = book.contributors.filter((c) => c.role === "translator");
  return {
    ...common,
    "@type": ["Book", "Product"],
    ...(book.subtitle ? { alternativeHeadline: book.subtitle } : {}),
    isbn: book.isbn13,
    gtin13: book.isbn13,
    ...(book.pageCount ? { numberOfPages: book.pageCount } : {}),
    inLanguage: book.language,
    ...(book.publishedOn ? { datePublished: book.publishedOn } : {}),
    author: authors.map((a) => ({
      "@type": "Person",
      name: a.name,
      url: `${base}${authorPath(a.slug)}`,
    })),
    ...(translators.length
      ? { translator: translators.map((t) => ({ "@type": "Person", name: t.name })) }
      : {}),
    ...(publisher ? { publisher } : {}),
    offers: offer(base, book),
  };
}

/**
 * A list page's books as an ItemList in schema.org's "summary page" form: each entry is the book's
 * position and address, and the book's own page carries its Product, price and availability. The
 * full form would repeat every offer on every list page (about 10 KB of a 24-book page).
 */
export function itemListJsonLd(base: string, books: BookCard[], offset = 0) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: books.map((book, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      url: `${base}${bookPath(book.slug)}`,
    })),
  };
}

export function breadcrumbJsonLd(base: string, items: { name: string; url: string }[]) {
  const trail = [{ name: "Acasă", url: "/" }, ...items];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${base}${crumb.url}`,
    })),
  };
}

/** A landing's metadata (campaigns, tops, Black Friday of every year): its books as an ItemList. */
export function landingMeta(storeUrl: string, landing: LandingPage): MetaDescriptor[] {
  const path = landing.category ? `${landing.path}/${landing.category.slug}` : landing.path;
  return pageMeta({
    title: landing.category ? `${landing.title}: ${landing.category.name}` : landing.title,
    description: landing.intro || landing.bannerText || landing.title,
    canonical: `${storeUrl}${path}`,
    jsonLd: [itemListJsonLd(storeUrl, landing.books)],
    noindex: landing.state === "ended",
  });
}

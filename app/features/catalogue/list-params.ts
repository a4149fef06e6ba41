// Query parameters of the book lists, with the spec's names where it has them
// (tip-produs=pachet-promotional, ordonare=cele-mai-vandute, pret-maxim=20). Parsing is lenient:
// a value that means nothing is dropped, so a shared or hand-edited link still shows a list, and
// the canonical URL leaves it out.
import type { ResultOrder } from "./list-index/catalogue-index";
import type { Availability, BookFormat } from "./types";

export const PAGE_SIZE = 24;

export const ORDER_PARAMS = {
  "cele-mai-vandute": "bestsellers",
  "cele-mai-noi": "newest",
  "pret-crescator": "price-asc",
  "pret-descrescator": "price-desc",
  titlu: "title",
  relevanta: "relevance",
} as const satisfies Record<string, ResultOrder>;
export type OrderParam = keyof typeof ORDER_PARAMS;

export const ORDER_LABELS: Record<OrderParam, string> = {
  "cele-mai-vandute": "Cele mai vândute",
  "cele-mai-noi": "Cele mai noi",
  "pret-crescator": "Preț crescător",
  "pret-descrescator": "Preț descrescător",
  titlu: "Titlu (A–Z)",
  relevanta: "Relevanță",
};

export const FORMAT_PARAMS = {
  brosata: "paperback",
  cartonata: "hardcover",
  ebook: "ebook",
  audiobook: "audiobook",
  "pachet-promotional": "pack",
} as const satisfies Record<string, BookFormat>;
export type FormatParam = keyof typeof FORMAT_PARAMS;

export const AVAILABILITY_PARAMS = {
  "in-stoc": "in-stock",
  precomanda: "preorder",
  "stoc-epuizat": "out-of-stock",
} as const satisfies Record<string, Availability>;
export type AvailabilityParam = keyof typeof AVAILABILITY_PARAMS;

export interface ListParams {
  order: OrderParam;
  page: number;
  authors: string[];
  publishers: string[];
  formats: FormatParam[];
  languages: string[];
  availability: AvailabilityParam[];
  /** Bani. */
  priceMin?: number;
  priceMax?: number;
  /** Parameters of the page itself (e.g. the month of /lansari-lunare), kept by every link. */
  fixed?: Record<string, string>;
}

/** A list's first page in its default order, nothing filtered: what `/carti` shows. */
export const UNFILTERED_LIST: Readonly<ListParams> = {
  order: "cele-mai-vandute",
  page: 1,
  authors: [],
  publishers: [],
  formats: [],
  languages: [],
  availability: [],
};

/**
 * The filters and sort an address adds to its list (the page number aside), by parameter name:
 * such a page shows the list's books again, filtered or reordered, and is not one to index.
 */
export function listRefinements(
  p: ListParams,
  defaultOrder: OrderParam = "cele-mai-vandute",
): string[] {
  return [
    p.authors.length > 0 ? "autor" : null,
    p.availability.length > 0 ? "disponibilitate" : null,
    p.publishers.length > 0 ? "editura" : null,
    p.languages.length > 0 ? "limba" : null,
    p.order !== defaultOrder ? "ordonare" : null,
    p.priceMax !== undefined ? "pret-maxim" : null,
    p.priceMin !== undefined ? "pret-minim" : null,
    p.formats.length > 0 ? "tip-produs" : null,
  ].filter((name) => name !== null);
}

function lei(bani: number): string {
  return bani % 100 === 0 ? String(bani / 100) : (bani / 100).toFixed(2);
}

/**
 * The canonical query string of a list (stable parameter order, defaults left out), optionally
 * with some parameters changed: the one function every filter, sort and page link goes through.
 */
export function listQuery(
  params: ListParams,
  change: Partial<ListParams> = {},
  defaultOrder: OrderParam = "cele-mai-vandute",
): string {
  const p = { ...params, ...change };
  const search = new URLSearchParams(p.fixed);
  for (const value of p.authors) search.append("autor", value);
  for (const value of p.availability) search.append("disponibilitate", value);
  for (const value of p.publishers) search.append("editura", value);
  for (const value of p.languages) search.append("limba", value);
  if (p.order !== defaultOrder) search.set("ordonare", p.order);
  if (p.page > 1) search.set("pagina", String(p.page));
  if (p.priceMax !== undefined) search.set("pret-maxim", lei(p.priceMax));
  if (p.priceMin !== undefined) search.set("pret-minim", lei(p.priceMin));
  for (const value of p.formats) search.append("tip-produs", value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Adds or removes one value of a multi-valued facet, back to page 1. */
export function toggleValue<T extends string>(list: T[], value: T): T[] {
  return (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]).sort();
}

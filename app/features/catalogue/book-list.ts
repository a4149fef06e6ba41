// A page of a book list as the page receives it: its cards and the facets' counts (filled by
// book-list.server.ts).
import type { AvailabilityParam, FormatParam } from "./list-params";
import type { BookCard } from "./types";

export interface FacetOption<V extends string = string> {
  value: V;
  label: string;
  count: number;
  selected: boolean;
}

export interface BookListPage {
  total: number;
  page: number;
  pageCount: number;
  books: BookCard[];
  facets: {
    authors: FacetOption[];
    publishers: FacetOption[];
    formats: FacetOption<FormatParam>[];
    languages: FacetOption[];
    availability: FacetOption<AvailabilityParam>[];
    priceSpan: { min: number; max: number } | null;
  };
}

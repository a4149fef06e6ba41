// Shapes of content the pages receive (explicit columns only). Here rather than beside the
// queries that fill them, so components never import a .server module, not even for a type.
import type { BookCard, NamedLink } from "../catalogue/types";

/** What the footer shows of content and settings: campaign rules (PDF links), social pages. */
export interface FooterContent {
  rules: NamedLink[];
  social: NamedLink[];
}

export type ContentKind = "page" | "help" | "rules";

/** A Markdown page as shown: its body already rendered to sanitised HTML on the server. */
export interface ContentPage {
  slug: string;
  kind: ContentKind;
  title: string;
  /** The meta description: the page's own, or its first paragraph as text. */
  description: string;
  html: string;
  /** ISO timestamp. */
  updatedAt: string;
}

/** A page in a list (the help page's navigation, the footer's rules). */
export interface ContentLink {
  slug: string;
  title: string;
  path: string;
}

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  /** ISO timestamp. */
  publishedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  html: string;
  /** ISO timestamp. */
  updatedAt: string;
  /** The books the article mentions, in its order. */
  books: BookCard[];
}

export interface BlogPage {
  posts: BlogPostSummary[];
  page: number;
  pageCount: number;
  total: number;
}

// Shapes of catalogue data as the pages receive them (explicit columns only, nothing private).

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

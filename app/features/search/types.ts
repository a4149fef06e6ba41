/** The answer of GET /api/search (spec section 3, search response); money in bani. */
export interface Suggestions {
  suggestions: { searchedText: string }[];
  categories: { value: string; url: string }[];
  authors: { name: string; url: string }[];
  titles: {
    title: string;
    url: string;
    price: number;
    oldPrice: number | null;
    mainImageUrl: string | null;
  }[];
}

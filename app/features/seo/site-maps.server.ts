// The HTML site maps for people: the whole category tree (/sitemap) and every listed book in
// title order, a page at a time (/produs-sitemap), both read from the catalogue index.
import type { Database } from "../../../db/client.server";
import type { IndexedCategory } from "../catalogue/list-index/catalogue-index";
import { catalogueIndex } from "../catalogue/list-index/index-store.server";

/** Books per page of the HTML product list (/produs-sitemap). */
export const PRODUCT_SITEMAP_PAGE_SIZE = 500;

export interface CategoryNode {
  name: string;
  slug: string;
  children: CategoryNode[];
}

/** The whole category tree, every level, in menu order. */
export async function categoryTree(db: Database): Promise<CategoryNode[]> {
  const index = await catalogueIndex(db);
  const childrenOf = new Map<number | null, IndexedCategory[]>();
  for (const category of index.categories.values()) {
    const siblings = childrenOf.get(category.parentId);
    if (siblings) siblings.push(category);
    else childrenOf.set(category.parentId, [category]);
  }
  const seen = new Set<number>();
  const build = (parentId: number | null): CategoryNode[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((c) => !seen.has(c.id))
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, "ro"))
      .map((c) => {
        // Guards against a parent cycle in hand-edited data.
        seen.add(c.id);
        return { name: c.name, slug: c.slug, children: build(c.id) };
      });
  return build(null);
}

export interface ProductSitemapPage {
  page: number;
  pageCount: number;
  total: number;
  books: { title: string; slug: string; authors: { name: string; slug: string }[] }[];
}

/** One page of every listed book in title order, or null when the page does not exist. */
export async function productSitemapPage(
  db: Database,
  page: number,
  pageSize = PRODUCT_SITEMAP_PAGE_SIZE,
): Promise<ProductSitemapPage | null> {
  const index = await catalogueIndex(db);
  const pageCount = Math.max(1, Math.ceil(index.size / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const positions = index.orders.title.subarray((page - 1) * pageSize, page * pageSize);
  return {
    page,
    pageCount,
    total: index.size,
    books: Array.from(positions, (i) => {
      const authors: { name: string; slug: string }[] = [];
      const to = index.authorOffsets[i + 1] ?? 0;
      for (let k = index.authorOffsets[i] ?? 0; k < to; k++) {
        const author = index.authors.get(index.authorIds[k] ?? 0);
        if (author) authors.push({ name: author.name, slug: author.slug });
      }
      return { title: index.titles[i] ?? "", slug: index.slugs[i] ?? "", authors };
    }),
  };
}

// The demo gala's categories and nominees, picked from the best sellers.
import { bestsellers, type PromotionRows } from "./campaign-rows";
import { type BookRow, type CatalogueRows, CHILDREN, FICTION } from "./context";

/** The gala's categories: which books each one nominates from the best sellers. */
const GALA_CATEGORIES = [
  { slug: "romanul-anului", name: "Romanul anului", pick: "fiction" },
  { slug: "debutul-anului", name: "Debutul anului", pick: "debut" },
  { slug: "cartea-pentru-copii-a-anului", name: "Cartea pentru copii a anului", pick: "children" },
] as const;

const NOMINEES_PER_CATEGORY = 4;

/**
 * Four best sellers of the right genre per category, each book nominated once: fiction for the
 * novel, fiction by an author with a single book in the catalogue for the debut (other fiction
 * when there are too few), children's books for the children's prize.
 */
export function addGalaNominees(out: PromotionRows, rows: CatalogueRows, campaignId: number) {
  const parentOf = new Map(rows.categories.map((c) => [c.id, c.parentId ?? null]));
  const slugOf = new Map(rows.categories.map((c) => [c.id, c.slug]));
  const topSlug = (categoryId: number): string | undefined => {
    let id = categoryId;
    for (let parent = parentOf.get(id); parent != null; parent = parentOf.get(id)) id = parent;
    return slugOf.get(id);
  };
  const tops = new Map<number, Set<string>>();
  for (const link of rows.bookCategories) {
    const top = topSlug(link.categoryId);
    if (!top) continue;
    const set = tops.get(link.bookId) ?? new Set<string>();
    set.add(top);
    tops.set(link.bookId, set);
  }
  const inTops = (book: BookRow, wanted: (slug: string) => boolean) =>
    [...(tops.get(book.id) ?? [])].some(wanted);
  const booksByAuthor = new Map<number, number>();
  const firstAuthor = new Map<number, number>();
  for (const credit of rows.bookContributors) {
    if (credit.role !== "author") continue;
    booksByAuthor.set(credit.contributorId, (booksByAuthor.get(credit.contributorId) ?? 0) + 1);
    if (!firstAuthor.has(credit.bookId)) firstAuthor.set(credit.bookId, credit.contributorId);
  }
  const authorName = new Map(rows.contributors.map((c) => [c.id, c.name]));
  const isDebut = (book: BookRow) => {
    const author = firstAuthor.get(book.id);
    return author !== undefined && booksByAuthor.get(author) === 1;
  };

  const top = bestsellers(rows);
  const fictionTops: ReadonlySet<string> = FICTION;
  const fiction = top.filter((b) => inTops(b, (slug) => fictionTops.has(slug)));
  const children = top.filter((b) => inTops(b, (slug) => slug === CHILDREN));
  const taken = new Set<number>();
  const pick = (...pools: BookRow[][]) => {
    const chosen: BookRow[] = [];
    for (const pool of pools) {
      for (const book of pool) {
        if (chosen.length === NOMINEES_PER_CATEGORY) return chosen;
        if (taken.has(book.id)) continue;
        taken.add(book.id);
        chosen.push(book);
      }
    }
    return chosen;
  };
  const choices = {
    fiction: () => pick(fiction),
    debut: () => pick(fiction.filter(isDebut), fiction),
    children: () => pick(children),
  };
  for (const [position, category] of GALA_CATEGORIES.entries()) {
    const nominees = choices[category.pick]();
    if (nominees.length === 0) continue;
    const categoryId = out.galaCategories.length + 1;
    out.galaCategories.push({
      id: categoryId,
      campaignId,
      slug: category.slug,
      name: category.name,
      position,
    });
    for (const [index, book] of nominees.entries()) {
      out.galaNominees.push({
        id: out.galaNominees.length + 1,
        categoryId,
        bookId: book.id,
        name: book.title,
        description: authorName.get(firstAuthor.get(book.id) ?? 0) ?? "",
        position: index,
      });
    }
  }
}

// The logged-in "bought together" list (frequentlyBoughtSingleProductsL): the same candidates as
// everyone's, without the books the shopper already ordered, and with the ones by the authors or
// in the series of their favourites first. Built per request from the shared, cached candidates,
// so it costs the caller's two small queries and no more.
import type { Database } from "../../../db/client.server";
import { type ApiProduct, apiProductsByIds } from "../catalogue/api-product.server";
import type { CatalogueIndex } from "../catalogue/list-index/catalogue-index";
import { catalogueIndex } from "../catalogue/list-index/index-store.server";
import { candidates, isListedProduct, RECOMMENDATION_LIMIT } from "./recommendations.server";

/** What the list is personalised by (the account's queries, made by the route). */
export interface ShopperBooks {
  /** Books in the shopper's orders: offering them again would be noise. */
  ordered: readonly number[];
  /** The wishlist: its authors and series say what the shopper reads. */
  favourites: readonly number[];
}

export async function frequentlyBoughtForShopper(
  db: Database,
  productId: number,
  today: string,
  shopper: ShopperBooks,
): Promise<ApiProduct[]> {
  if (!(await isListedProduct(db, productId))) return [];
  const [index, found] = await Promise.all([catalogueIndex(db), candidates(db, productId, today)]);
  const owned = new Set(shopper.ordered);
  const isKin = kinOf(index, shopper.favourites);
  // Kin first within each group: an orderable book still comes before an out-of-stock one.
  const arrange = (ids: readonly number[]) => {
    const kept = ids.filter((id) => !owned.has(id));
    return [...kept.filter(isKin), ...kept.filter((id) => !isKin(id))];
  };
  const ids = [...arrange(found.orderable), ...arrange(found.outOfStock)].slice(
    0,
    RECOMMENDATION_LIMIT,
  );
  return apiProductsByIds(db, ids, today);
}

/** Whether a book shares a series or an author with one of the favourites. */
function kinOf(index: CatalogueIndex, favourites: readonly number[]): (id: number) => boolean {
  const series = new Set<number>();
  const authors = new Set<number>();
  for (const id of favourites) {
    const i = index.indexOfId.get(id);
    if (i === undefined) continue;
    const seriesId = index.series[i] ?? 0;
    if (seriesId) series.add(seriesId);
    for (const authorId of authorsAt(index, i)) authors.add(authorId);
  }
  if (series.size === 0 && authors.size === 0) return () => false;
  return (id) => {
    const i = index.indexOfId.get(id);
    if (i === undefined) return false;
    if (series.has(index.series[i] ?? 0)) return true;
    return authorsAt(index, i).some((authorId) => authors.has(authorId));
  };
}

function authorsAt(index: CatalogueIndex, i: number): number[] {
  return Array.from(
    index.authorIds.subarray(index.authorOffsets[i] ?? 0, index.authorOffsets[i + 1] ?? 0),
  );
}

// Products in the shape of spec section 3, as the browser's lists (favourites, cart, recently
// viewed, recommendations) receive them. Money stays integer bani, like everywhere in coperta.
import { eq, inArray, sql } from "drizzle-orm";
import { bookPath } from "~/lib/paths";
import type { Database } from "../../../db/client.server";
import { bookCategories, books, categories, packItems, publishers } from "../../../db/schema";
import type { ApiProduct } from "./api-product";
import { bookCardColumns, outerBookId, toBookCard } from "./book-cards.server";
import type { BookFormat } from "./types";

export type { ApiImage, ApiProduct } from "./api-product";

/** The spec's productTypeId: 1 book, 2 e-book, 3 audiobook, 4 promo pack, 5 gift. */
export const PRODUCT_TYPE_IDS: Record<BookFormat, number> = {
  paperback: 1,
  hardcover: 1,
  ebook: 2,
  audiobook: 3,
  pack: 4,
  gift: 5,
};

/** Products for the given ids, in the order asked; unknown and unlisted ids are left out. */
export async function apiProductsByIds(
  db: Database,
  ids: number[],
  today: string,
): Promise<ApiProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...bookCardColumns,
      publisher: publishers.name,
      isPromo: books.isPromo,
      freeShipping: books.freeShipping,
      hideInCart: books.hideInCart,
      maxPerOrder: books.maxPerOrder,
      categoryNames: sql<
        string[]
      >`coalesce((select array_agg(c.name order by bc.is_primary desc, c.name)
        from ${bookCategories} bc join ${categories} c on c.id = bc.category_id
        where bc.book_id = ${outerBookId}), '{}')`,
    })
    .from(books)
    .leftJoin(publishers, eq(publishers.id, books.publisherId))
    .where(sql`${inArray(books.id, ids)} and ${books.isListed}`);
  const packIds = rows.filter((row) => row.format === "pack").map((row) => row.id);
  const contents = packIds.length
    ? await db
        .select({ packId: packItems.packId, ...bookCardColumns })
        .from(packItems)
        .innerJoin(books, eq(books.id, packItems.bookId))
        .where(inArray(packItems.packId, packIds))
        .orderBy(books.title)
    : [];
  const byId = new Map(
    rows.map((row) => {
      const card = toBookCard(row, today);
      const image = card.cover
        ? { url: card.cover.largeUrl, urlWebP: card.cover.largeUrlWebp }
        : null;
      const small = card.cover
        ? { url: card.cover.smallUrl, urlWebP: card.cover.smallUrlWebp }
        : null;
      const product: ApiProduct = {
        id: row.id,
        productId: row.id,
        title: row.title,
        subtitle: row.subtitle,
        url: bookPath(row.slug),
        price: row.price,
        oldPrice: row.oldPrice,
        images: { bg: image ? [image] : [], sm: small ? [small] : [] },
        mainImageUrl: small?.url ?? null,
        mainImageUrlWebP: small?.urlWebP ?? null,
        categories: row.categoryNames.map((name) => ({ name })),
        publisher: row.publisher,
        authors: card.authors.map((a) => a.name),
        // A campaign price in force is already the price (see features/promotions).
        isEpicOffer: card.promotion !== null,
        epicOfferPrice: card.promotion ? row.price : null,
        // The WOW price is granted per visitor by a voucher, never by the product.
        isWowBestseller: false,
        wowBestsellerPrice: null,
        hideInCart: row.hideInCart,
        isPromo: row.isPromo,
        freeShipping: row.freeShipping,
        isUnavailable: card.availability === "out-of-stock",
        maxQuantityToOrder: row.maxPerOrder,
        productTypeId: PRODUCT_TYPE_IDS[row.format],
        dateAvailable: card.availability === "preorder" ? row.availableFrom : null,
        products: contents
          .filter((item) => item.packId === row.id)
          .map((item) => ({
            id: item.id,
            title: item.title,
            url: bookPath(item.slug),
            mainImageUrl: item.cover?.smallUrl ?? null,
          })),
      };
      return [row.id, product] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

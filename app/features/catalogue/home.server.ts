// The home page's sections: each a slider of books (or categories) linking to its full list.
import type { Database } from "../../../db/client.server";
import { readSetting } from "../settings/settings.server";
import { currentBlackFridaySlug } from "./black-friday.server";
import { bookCardsByIds, listBookCards } from "./book-cards.server";
import { landingPage } from "./landings.server";
import { dayNumber } from "./list-index/catalogue-index";
import { catalogueIndex } from "./list-index/index-store.server";
import { queryList } from "./list-index/list-query";
import { newBooksWindow } from "./new-books.server";

/**
 * How many books each home slider holds: a desktop row of six and two more, with „Vezi toate”
 * for the full list. Twelve made the page 48 cards (187 KB of HTML to send and hydrate).
 */
export const HOME_SECTION_SIZE = 8;
/** The spec's "books under 20 lei", in bani. */
export const CHEAP_BOOKS_MAX_PRICE = 2_000;
/**
 * The price caps (bani) whose /carti?pret-maxim= list is a landing of its own, crawled and indexed:
 * the spec's 20 lei, which the home page links to. Any other cap is a filter (noindex).
 */
export const LANDING_PRICE_CAPS: readonly number[] = [CHEAP_BOOKS_MAX_PRICE];

export async function homeSections(db: Database, today: string) {
  const index = await catalogueIndex(db);
  const available = { availability: ["in-stock", "preorder"] as ("in-stock" | "preorder")[] };
  const pick = (
    filters: Parameters<typeof queryList>[1]["filters"],
    order: Parameters<typeof queryList>[1]["order"] = "bestsellers",
  ) =>
    queryList(index, {
      filters: { ...available, ...filters },
      order,
      page: 1,
      pageSize: HOME_SECTION_SIZE,
      today: dayNumber(today),
    }).ids;
  const topCategories = [...index.categories.values()]
    .filter((c) => c.parentId === null)
    .map((c) => ({
      name: c.name,
      slug: c.slug,
      icon: c.icon,
      count: index.categoryMembers.get(c.id)?.length ?? 0,
    }))
    .sort((a, b) => b.count - a.count);
  const [newest, bestsellers, cheap, packs] = await Promise.all([
    // „Noutăți”: the books /carti/noutati („Vezi toate”) lists, newest first, that can be bought.
    bookCardsByIds(db, pick(newBooksWindow(today), "newest"), today),
    listBookCards(db, { order: "bestsellers", limit: HOME_SECTION_SIZE, today }),
    bookCardsByIds(db, pick({ priceMax: CHEAP_BOOKS_MAX_PRICE }), today),
    bookCardsByIds(db, pick({ formats: ["pack"] }), today),
  ]);
  return { newest, bestsellers, cheap, packs, topCategories };
}

/** The Black Friday banner of the themed home: the current campaign when it runs, else null. */
export async function homeTheme(db: Database, now: Date, today: string, forceBlackFriday: boolean) {
  const theme = await readSetting(db, "home.theme");
  // "auto" and "black-friday" both show the campaign only while its landing runs.
  if (theme.theme === "default" && !forceBlackFriday) return null;
  const slug = await currentBlackFridaySlug(db, now, theme.blackFridayLanding);
  const landing = slug ? await landingPage(db, "black-friday", slug, { now, today }) : null;
  if (!landing || landing.state === "ended") return null;
  return {
    title: landing.title,
    bannerText: landing.bannerText,
    path: landing.path,
    books: landing.books.slice(0, HOME_SECTION_SIZE),
  };
}

// Data of the layout around every page: the footer's link sections (the burger menu asks
// GET /api/categoryMenu for its categories when it opens).
import { asc } from "drizzle-orm";
import { bookPath } from "~/lib/paths";
import type { Database } from "../../../db/client.server";
import { footerLinks } from "../../../db/schema";
import { dayNumber } from "./list-index/catalogue-index";
import { cachedByCatalogue, catalogueIndex } from "./list-index/index-store.server";
import type { FooterSection, LayoutNavigation, NamedLink } from "./types";

/** Footer sections kept as data (footer_links.section), in display order. */
export const FOOTER_SECTIONS = {
  categorii: "Categorii",
  autori: "Autori",
  "top-carti": "Top cărți",
  "ajutor-online": "Ajutor online",
  despre: "Despre Coperta",
} as const satisfies Record<FooterSection, string>;

/** How many books the footer's Noutăți and Bestsellers sections list. */
export const FOOTER_LIST_SIZE = 10;
/** The top-products list of the API. */
export const TOP_PRODUCTS_SIZE = 20;

/** Newest published and best-selling books as name + url (spec: GET /homepage/footerlinks). */
export async function footerBookLinks(db: Database, today: string, size = FOOTER_LIST_SIZE) {
  const index = await catalogueIndex(db);
  const todayNumber = dayNumber(today);
  const pick = (order: Int32Array, keep: (i: number) => boolean) => {
    const links: NamedLink[] = [];
    for (const i of order) {
      if (!keep(i)) continue;
      links.push({ name: index.titles[i] ?? "", url: bookPath(index.slugs[i] ?? "") });
      if (links.length === size) break;
    }
    return links;
  };
  return {
    noutati: pick(index.orders.newest, (i) => (index.published[i] ?? 0) <= todayNumber),
    bestsellers: pick(index.orders.bestsellers, () => true),
  };
}

export async function topProducts(db: Database): Promise<{ title: string; url: string }[]> {
  const index = await catalogueIndex(db);
  return [...index.orders.bestsellers.subarray(0, TOP_PRODUCTS_SIZE)].map((i) => ({
    title: index.titles[i] ?? "",
    url: bookPath(index.slugs[i] ?? ""),
  }));
}

/** Footer links are edited outside the catalogue: a cached layout lives at most this long. */
export const LAYOUT_CACHE_MS = 60_000;

/** The menu and footer of every page, kept until the catalogue changes or a minute passes. */
export function layoutNavigation(db: Database, today: string) {
  const period = Math.floor(Date.now() / LAYOUT_CACHE_MS);
  return cachedByCatalogue(db, `layout:${today}:${period}`, () => loadLayoutNavigation(db, today));
}

async function loadLayoutNavigation(db: Database, today: string): Promise<LayoutNavigation> {
  const [fixed, lists] = await Promise.all([
    db
      .select({ section: footerLinks.section, name: footerLinks.label, url: footerLinks.url })
      .from(footerLinks)
      .orderBy(asc(footerLinks.section), asc(footerLinks.position)),
    footerBookLinks(db, today),
  ]);
  const sections = Object.fromEntries(
    Object.keys(FOOTER_SECTIONS).map((key) => [
      key,
      fixed.filter((link) => link.section === key).map(({ name, url }) => ({ name, url })),
    ]),
  ) as Record<FooterSection, NamedLink[]>;
  const legal = fixed
    .filter((link) => link.section === "legal")
    .map(({ name, url }) => ({ name, url }));
  return { footer: { sections, ...lists, legal } };
}

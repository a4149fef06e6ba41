// What the footer takes from content and settings: the campaign rules (as PDF links, in their
// order) and the shop's social pages (the shop.socialLinks setting). Kept like the footer's other
// links: until the catalogue changes or a minute passes (see catalogue/navigation.server.ts).
import { asc, eq } from "drizzle-orm";
import { rulesPdfPath } from "~/lib/paths";
import type { Database } from "../../../db/client.server";
import { contentPages } from "../../../db/schema-content";
import { cachedByCatalogue } from "../catalogue/list-index/index-store.server";
import { LAYOUT_CACHE_MS } from "../catalogue/navigation.server";
import { readSetting } from "../settings/settings.server";
import type { FooterContent } from "./types";

export function footerContent(db: Database): Promise<FooterContent> {
  const period = Math.floor(Date.now() / LAYOUT_CACHE_MS);
  return cachedByCatalogue(db, `footer-content:${period}`, () => loadFooterContent(db));
}

export async function loadFooterContent(db: Database): Promise<FooterContent> {
  const [rules, social] = await Promise.all([
    db
      .select({ slug: contentPages.slug, title: contentPages.title })
      .from(contentPages)
      .where(eq(contentPages.kind, "rules"))
      .orderBy(asc(contentPages.position), asc(contentPages.slug)),
    readSetting(db, "shop.socialLinks"),
  ]);
  return {
    rules: rules.map((page) => ({ name: page.title, url: rulesPdfPath(page.slug) })),
    social: social.map((link) => ({ name: link.name, url: link.url })),
  };
}

// GET /sitemap.xml: the sitemap index, one entry per file under /sitemaps/.
import { cachedText } from "~/features/seo/cached-text.server";
import { sitemapIndexXml } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap-index-xml";

export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = await sitemapIndexXml(context.db, { publicUrl: context.store.publicUrl });
  return cachedText(request, xml);
}

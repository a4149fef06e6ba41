// GET /sitemaps/{kind}-{n}.xml: one sitemap file (books, authors, publishers, categories, pages).
import { cachedText } from "~/features/seo/cached-text.server";
import { sitemapFileXml } from "~/features/seo/sitemap.server";
import { notFound } from "~/lib/http";
import type { Route } from "./+types/sitemap-file-xml";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const xml = await sitemapFileXml(context.db, params.file, {
    publicUrl: context.store.publicUrl,
  });
  if (xml === null) throw notFound();
  return cachedText(request, xml);
}

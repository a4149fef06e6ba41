// GET /robots.txt
import { cachedText, robotsTxt } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/robots-txt";

export function loader({ request, context }: Route.LoaderArgs) {
  return cachedText(request, robotsTxt(context.store.publicUrl), "text/plain; charset=utf-8");
}

// GET /robots.txt
import { robotsTxt } from "~/features/seo/robots.server";
import { cachedText } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/robots-txt";

export function loader({ request, context }: Route.LoaderArgs) {
  return cachedText(request, robotsTxt(context.store.publicUrl), "text/plain; charset=utf-8");
}

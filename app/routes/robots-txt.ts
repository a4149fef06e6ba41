// GET /robots.txt

import { cachedText } from "~/features/seo/cached-text.server";
import { robotsTxt } from "~/features/seo/robots.server";
import type { Route } from "./+types/robots-txt";

export function loader({ request, context }: Route.LoaderArgs) {
  return cachedText(request, robotsTxt(context.store.publicUrl), "text/plain; charset=utf-8");
}

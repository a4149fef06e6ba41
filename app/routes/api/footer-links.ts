// GET /api/homepage/footerlinks: { noutati, bestsellers }, each a list of { name, url }.
import { footerBookLinks } from "~/features/catalogue/navigation.server";
import { cachedJson } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import type { Route } from "./+types/footer-links";

export async function loader({ request, context }: Route.LoaderArgs) {
  return cachedJson(
    request,
    await footerBookLinks(context.db, todayInShop()),
    "public, max-age=300",
  );
}

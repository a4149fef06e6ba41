// GET /api/search?q={text}: suggestions, categories, authors and titles for the search box; the
// defaults (5 of each) for an empty query. Any text is a valid query: long ones are cut.
import { catalogueVersionHeaders } from "~/features/catalogue/list-index/index-store.server";
import { suggestAnswer } from "~/features/search/search.server";
import { preparedJsonResponse } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const answer = await suggestAnswer(context.db, query, todayInShop());
  return preparedJsonResponse(
    request,
    answer,
    "public, max-age=60",
    catalogueVersionHeaders(context.db),
  );
}

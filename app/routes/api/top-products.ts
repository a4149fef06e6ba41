// GET /api/product/top20: the 20 best-selling books as { title, url }.
import { topProducts } from "~/features/catalogue/navigation.server";
import { cachedJson } from "~/lib/api.server";
import type { Route } from "./+types/top-products";

export async function loader({ request, context }: Route.LoaderArgs) {
  return cachedJson(request, await topProducts(context.db), "public, max-age=300");
}

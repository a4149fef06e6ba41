// GET /api/categoryMenu: top-level categories with their sub-categories.
import { categoryMenu } from "~/features/catalogue/categories.server";
import { cachedJson } from "~/lib/api.server";
import type { Route } from "./+types/category-menu";

export async function loader({ request, context }: Route.LoaderArgs) {
  return cachedJson(request, await categoryMenu(context.db), "public, max-age=300");
}

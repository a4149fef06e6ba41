// GET /api/product/topsoldpackagesNL/{productId} (spec section 7): the best-selling promo packs
// containing the book, for the cart's replacement-pack carousel.
import { requireListedProductId } from "~/features/recommendations/product-id.server";
import { topSoldPackagesContaining } from "~/features/recommendations/recommendations.server";
import { cachedJson } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import type { Route } from "./+types/top-sold-packages";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const productId = await requireListedProductId(context.db, params.productId);
  const packs = await topSoldPackagesContaining(context.db, productId, todayInShop());
  return cachedJson(request, packs, "public, max-age=300");
}

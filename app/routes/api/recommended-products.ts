// GET /api/product/recommended/{productId} (spec section 7): what the add-to-cart popup offers
// with the product (it opens only when the list is not empty). 400 for a malformed id, 404 for an
// unknown product.
import { requireListedProductId } from "~/features/recommendations/product-id.server";
import { recommendedFor } from "~/features/recommendations/recommendations.server";
import { cachedJson } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import type { Route } from "./+types/recommended-products";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const productId = await requireListedProductId(context.db, params.productId);
  const products = await recommendedFor(context.db, productId, todayInShop());
  return cachedJson(request, products, "public, max-age=300");
}

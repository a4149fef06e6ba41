// GET /api/product/frequentlyBoughtSingleProductsNL/{productId} (anonymous shoppers) and
// GET /api/product/frequentlyBoughtSingleProductsL/{productId} (logged in), spec section 7: single
// books often bought with the product. The logged-in variant answers the same as the anonymous one
// until accounts exist to personalise it.
import { requireListedProductId } from "~/features/recommendations/product-id.server";
import { frequentlyBoughtSingles } from "~/features/recommendations/recommendations.server";
import { cachedJson } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import type { Route } from "./+types/frequently-bought";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const productId = await requireListedProductId(context.db, params.productId);
  const products = await frequentlyBoughtSingles(context.db, productId, todayInShop());
  return cachedJson(request, products, "public, max-age=300");
}

// GET /api/product/frequentlyBoughtSingleProductsNL/{productId} (anonymous shoppers) and
// GET /api/product/frequentlyBoughtSingleProductsL/{productId} (logged in), spec section 7: single
// books often bought with the product. With a session, the L variant leaves out the books the
// shopper ordered and puts those by their favourites' authors or series first: that answer is
// theirs alone (private, no-store). Without one it is everyone's list, publicly cacheable.
import { orderedBookIds } from "~/features/account/ordered-books.server";
import { readSession } from "~/features/account/sessions.server";
import { listWishlist } from "~/features/account/wishlist.server";
import { frequentlyBoughtForShopper } from "~/features/recommendations/for-shopper.server";
import { requireListedProductId } from "~/features/recommendations/product-id.server";
import { frequentlyBoughtSingles } from "~/features/recommendations/recommendations.server";
import { preparedJsonResponse, prepareJson } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/frequently-bought";

const PUBLIC = "public, max-age=300";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const productId = await requireListedProductId(context.db, params.productId);
  const today = todayInShop();
  const loggedInVariant = new URL(request.url).pathname.includes(
    "/frequentlyBoughtSingleProductsL/",
  );
  const session = loggedInVariant ? await readSession(context.db, request, new Date()) : null;
  if (session) {
    const [ordered, favourites] = await Promise.all([
      orderedBookIds(context.db, session.customerId),
      listWishlist(context.db, session.customerId),
    ]);
    const products = await frequentlyBoughtForShopper(context.db, productId, today, {
      ordered,
      favourites,
    });
    return Response.json(products, { headers: NO_STORE });
  }
  const products = await frequentlyBoughtSingles(context.db, productId, today);
  // The L address answers differently with a token: no cache may reuse this answer for one.
  const vary: Record<string, string> = loggedInVariant ? { Vary: "Authorization, Cookie" } : {};
  return preparedJsonResponse(request, prepareJson(products), PUBLIC, vary);
}

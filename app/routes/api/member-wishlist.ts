// GET /api/member/wishlist (spec section 7, logged-in shoppers only): the server wishlist as
// products in the spec's shape, oldest first. Anonymous shoppers never ask (spec section 6).
import { readSession } from "~/features/account/sessions.server";
import { wishlistProducts } from "~/features/account/wishlist.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/member-wishlist";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await readSession(context.db, request, new Date());
  if (!session) return apiError(401, "not_logged_in", "Sesiunea a expirat: intră din nou în cont.");
  const products = await wishlistProducts(context.db, session.customerId, todayInShop());
  return Response.json(products, { headers: NO_STORE });
}

export function action() {
  return methodNotAllowed("GET, HEAD", "Folosește GET.");
}

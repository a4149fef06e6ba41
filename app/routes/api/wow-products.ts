// GET /api/product/get-wow-bestseller-products (spec section 7): the WOW offer's three best
// sellers with their special price; [] when no offer runs (the popup then stays off). The same
// for every visitor: cached a minute.
import { wowProducts } from "~/features/promotions/wow.server";
import { todayInShop } from "~/lib/dates";
import type { Route } from "./+types/wow-products";

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const products = await wowProducts(context.db, now, todayInShop(now));
  return Response.json(products, { headers: { "Cache-Control": "public, max-age=60" } });
}

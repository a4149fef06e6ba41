// GET /api/campaigns/day-offers: today's day offers (book cards with their campaign price and the
// lowest price of the last 30 days), [] when none runs. The same for everyone: cached a minute.
import { dayOffers } from "~/features/promotions/day-offers.server";
import { todayInShop } from "~/lib/dates";
import type { Route } from "./+types/day-offers";

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const cards = await dayOffers(context.db, now, todayInShop(now));
  return Response.json(cards, { headers: { "Cache-Control": "public, max-age=60" } });
}

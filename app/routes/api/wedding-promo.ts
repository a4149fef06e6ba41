// GET /api/campaigns/wedding: whether this visitor sees the wedding promo (spec sections 7 and 9)
// → { show, campaign }. It depends on the visitor's address: private, never stored by a cache.
// The geolocator is the one GEOLOCATION_URL configures (none by default: the promo then shows
// only through its query flag).
import { activeGeolocator } from "~/features/promotions/geolocation.server";
import { weddingPromo } from "~/features/promotions/wedding.server";
import type { Route } from "./+types/wedding-promo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await weddingPromo(
    context.db,
    {
      now: new Date(),
      address: context.clientAddress,
      search: new URL(request.url).searchParams,
    },
    activeGeolocator(context.env),
  );
  return Response.json(answer, { headers: { "Cache-Control": "private, no-store" } });
}

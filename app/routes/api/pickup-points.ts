// GET /api/checkout/pickup-points/{county}: the active pickup points of a county, for the
// step-1 select once the shopper picks a county. Codes as on number plates ("CJ", "B"), in any
// case; an unknown one is a 404.
import { isCountyCode } from "~/features/checkout/counties";
import { listPickupPoints } from "~/features/checkout/pickup-points.server";
import { apiError, cachedJson } from "~/lib/api.server";
import type { Route } from "./+types/pickup-points";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const county = params.county.toUpperCase();
  if (!isCountyCode(county)) {
    return apiError(404, "unknown_county", "Nu există un județ cu acest cod.");
  }
  const points = await listPickupPoints(context.db, county);
  return cachedJson(
    request,
    {
      points: points.map(({ id, name, address, locality, courier }) => ({
        id,
        name,
        address,
        locality,
        courier,
      })),
    },
    // Points change rarely, and a point closed within the hour is refused when the order is placed.
    "public, max-age=3600",
  );
}

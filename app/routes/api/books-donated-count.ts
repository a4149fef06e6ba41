// GET /api/bf/getBooksDonatedCount: books donated so far by the donation campaign on now, a
// plain number (spec section 7). The same for everyone: cached a minute. 404 when no donation
// campaign is on (the bar then shows its fallback, spec section 8).
import { activeDonationCampaign, donatedBooksCount } from "~/features/promotions/donation.server";
import { apiError, cachedJson } from "~/lib/api.server";
import type { Route } from "./+types/books-donated-count";

export async function loader({ request, context }: Route.LoaderArgs) {
  const campaign = await activeDonationCampaign(context.db, new Date());
  if (!campaign) {
    return apiError(404, "no_donation_campaign", "Nu există nicio campanie de donații acum.");
  }
  return cachedJson(request, await donatedBooksCount(context.db, campaign), "public, max-age=60");
}

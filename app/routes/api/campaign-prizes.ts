// GET /api/campaigns/{slug}/prizes: the wheel's or the fortune cookie's prizes (messages
// sanitised, no weights, no codes) and the prize this visitor already won, with its code.
import { findCampaign, isActive } from "~/features/promotions/campaigns.server";
import {
  campaignPrizes,
  isDrawnCampaign,
  previousDraw,
  prizeViews,
} from "~/features/promotions/prizes.server";
import type { PrizeList } from "~/features/promotions/types";
import { readVisitor } from "~/features/promotions/visitor.server";
import { apiError } from "~/lib/api.server";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/campaign-prizes";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const campaign = await findCampaign(context.db, params.slug);
  if (!isDrawnCampaign(campaign)) {
    return apiError(404, "campaign_not_found", "Campania nu există.");
  }
  const visitor = readVisitor(request);
  const [rows, won] = await Promise.all([
    campaignPrizes(context.db, campaign.id),
    visitor ? previousDraw(context.db, campaign.id, visitor.key) : Promise.resolve(null),
  ]);
  const answer: PrizeList = {
    campaign: {
      slug: campaign.slug,
      name: campaign.name,
      kind: campaign.type,
      active: isActive(campaign, new Date()),
    },
    prizes: prizeViews(rows),
    won,
  };
  return Response.json(answer, { headers: NO_STORE });
}

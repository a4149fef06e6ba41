// GET /api/popup-campaigns (spec section 7): popup campaigns on now, and those a query flag can
// force, with their type ids 1–6 and texts. The same for every visitor: cached a minute, so a
// window that opens or closes shows within that.
import { popupCampaigns } from "~/features/promotions/campaigns.server";
import type { Route } from "./+types/popup-campaigns";

export async function loader({ context }: Route.LoaderArgs) {
  const list = await popupCampaigns(context.db, new Date());
  return Response.json(list, { headers: { "Cache-Control": "public, max-age=60" } });
}

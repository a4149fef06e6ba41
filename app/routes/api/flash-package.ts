// GET /api/campaigns/flash-package: the offer of the flash-package campaign on now (spec section
// 3, "Flash offer"). The same for everyone: cached a minute, like the popup campaigns that say
// whether the widget shows at all. 404 when no flash package is on.
import { flashOffer } from "~/features/promotions/flash-package.server";
import { apiError, cachedJson } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import type { Route } from "./+types/flash-package";

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const offer = await flashOffer(context.db, now, todayInShop(now));
  if (!offer) return apiError(404, "no_flash_offer", "Nu există nicio ofertă flash acum.");
  return cachedJson(request, offer);
}

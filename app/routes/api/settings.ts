// GET /api/settings (spec sections 3 and 7): the settings the storefront reads at startup. Money
// is integer bani, as everywhere in the API: freeShipping is the order value from which shipping
// is free, shippingCost the courier cost below it. firstOrderDiscountValue is a percentage.
import { wheelWindow } from "~/features/promotions/campaigns.server";
import { readSettings } from "~/features/settings/settings.server";
import { cachedJson } from "~/lib/api.server";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await readSettings(context.db, [
    "campaign.wheelOfFortune",
    "shop.freeShipping",
    "shop.firstOrderDiscount",
    "shop.shipping",
  ]);
  // The wheel's dates: the setting when an operator set them, else the wheel campaign's window.
  const configured = settings["campaign.wheelOfFortune"];
  const campaign = configured.startDate ? null : await wheelWindow(context.db, new Date());
  const wheel = campaign
    ? {
        startDate: campaign.startsAt?.toISOString() ?? null,
        endDate: campaign.endsAt?.toISOString() ?? null,
      }
    : configured;
  const freeShipping = settings["shop.freeShipping"];
  const firstOrder = settings["shop.firstOrderDiscount"];
  return cachedJson(request, {
    wheelOfFortuneStartDate: wheel.startDate,
    wheelOfFortuneEndDate: wheel.endDate,
    showFreeShippingBar: freeShipping.show,
    freeShipping: freeShipping.minimum,
    firstOrderDiscountValue: firstOrder.percent,
    showFirstOrderDiscountBox: firstOrder.show,
    shippingCost: settings["shop.shipping"].cost,
  });
}

// /black-friday-2023, /black-friday-2024, /black-friday-2025 and /the-black-friday (the current
// one). Later years are the same page, reached through the catch-all route (prefixed-pages.tsx).
import { data } from "react-router";
import type { LayoutHandle } from "~/components/layout/page-layout";
import { blackFridayLanding } from "~/features/catalogue/black-friday.server";
import { LandingView } from "~/features/catalogue/components/landing-view";
import { landingMeta, notFoundMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders, notFound } from "~/lib/http";
import type { Route } from "./+types/black-friday";

export const handle = { layout: "minimal-black" } satisfies LayoutHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.slice(1);
  const landing = await blackFridayLanding(context.db, segment, {
    now: new Date(),
    today: todayInShop(),
  });
  if (!landing) throw notFound();
  return data({ landing, storeUrl: context.store.publicUrl }, { headers: catalogueHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  return landingMeta(page.storeUrl, page.landing);
}

export default function BlackFridayPage({ loaderData }: Route.ComponentProps) {
  return <LandingView landing={loaderData.landing} />;
}

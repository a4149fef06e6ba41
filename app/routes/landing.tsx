// /top/{landingUrl}, /landing/{landingUrl}[/{categoryUrl}], /recomandare/{landingUrl}, /campanie/{url}
import { data } from "react-router";
import { z } from "zod";
import { LandingView } from "~/features/catalogue/components/landing-view";
import { landingPage } from "~/features/catalogue/landings.server";
import type { LandingKind } from "~/features/catalogue/types";
import { landingMeta, notFoundMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders, notFound } from "~/lib/http";
import { normaliseUrlSegment } from "~/lib/slug";
import type { Route } from "./+types/landing";

const KIND_OF_PATH = z.enum(["top", "landing", "recomandare", "campanie"]);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = KIND_OF_PATH.safeParse(new URL(request.url).pathname.split("/")[1]);
  const slug = normaliseUrlSegment(params.landingUrl);
  const categorySlug =
    "categoryUrl" in params && params.categoryUrl
      ? normaliseUrlSegment(params.categoryUrl)
      : undefined;
  if (!kind.success || !slug || categorySlug === null) throw notFound();
  const landing = await landingPage(context.db, kind.data as LandingKind, slug, {
    now: new Date(),
    today: todayInShop(),
    ...(categorySlug ? { categorySlug } : {}),
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

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  return <LandingView landing={loaderData.landing} />;
}

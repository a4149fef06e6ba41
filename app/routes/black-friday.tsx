// /black-friday-2023, /black-friday-2024, /black-friday-2025 and /the-black-friday (the current one).
import { data } from "react-router";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { LandingView } from "~/features/catalogue/components/landing-view";
import { currentBlackFridaySlug, landingPage } from "~/features/catalogue/landings.server";
import { itemListJsonLd, pageMeta } from "~/features/seo/meta";
import { readSetting } from "~/features/settings/settings.server";
import { todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders, notFound } from "~/lib/http";
import type { Route } from "./+types/black-friday";

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  let slug = new URL(request.url).pathname.slice(1);
  if (slug === "the-black-friday") {
    const theme = await readSetting(context.db, "home.theme");
    const current = await currentBlackFridaySlug(context.db, now, theme.blackFridayLanding);
    if (!current) throw notFound();
    slug = current;
  }
  const landing = await landingPage(context.db, "black-friday", slug, {
    now,
    today: todayInShop(),
  });
  if (!landing) throw notFound();
  return data({ landing, storeUrl: context.store.publicUrl }, { headers: catalogueHeaders() });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Pagina nu a fost gasita" }];
  const { landing, storeUrl } = page;
  return pageMeta({
    title: landing.title,
    description: landing.intro || landing.bannerText || landing.title,
    canonical: `${storeUrl}${landing.path}`,
    jsonLd: [itemListJsonLd(storeUrl, landing.books)],
    noindex: landing.state === "ended",
  });
}

export default function BlackFridayPage({ loaderData }: Route.ComponentProps) {
  const { landing } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ name: landing.title, url: landing.path }]} />
      <LandingView landing={landing} />
    </>
  );
}

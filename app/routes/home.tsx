// / and /home: the home page; /home always shows the Black Friday theme while a campaign runs,
// / shows it when the home.theme setting says so.

import { data } from "react-router";
import { CategoryIcon } from "~/components/ui/category-icon";
import { PageLink } from "~/components/ui/page-link";
import { Slider } from "~/components/ui/slider";
import { BookCard } from "~/features/catalogue/components/book-card";
import { COVER_SLOT_SIZES, EAGER_COVERS } from "~/features/catalogue/components/book-cover";
import { HomeHero } from "~/features/catalogue/components/home-hero";
import { CHEAP_BOOKS_MAX_PRICE, homeSections, homeTheme } from "~/features/catalogue/home.server";
import { homeHero } from "~/features/catalogue/home-hero.server";
import { booksCountLabel } from "~/features/catalogue/labels";
import type { BookCard as BookCardData } from "~/features/catalogue/types";
import { RecentlyViewedStrip } from "~/features/recently-viewed/components/recently-viewed";
import { pageMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders } from "~/lib/http";
import { categoryPath } from "~/lib/paths";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const today = todayInShop();
  const themed = new URL(request.url).pathname === "/home";
  const [sections, blackFriday] = await Promise.all([
    homeSections(context.db, today),
    homeTheme(context.db, new Date(), today, themed),
  ]);
  // The themed banner already leads to the Black Friday landing: the hero shows the others.
  const hero = await homeHero(context.db, new Date(), blackFriday ? [blackFriday.path] : []);
  return data(
    {
      ...sections,
      blackFriday,
      hero,
      cheapHref: `/carti?pret-maxim=${CHEAP_BOOKS_MAX_PRICE / 100}`,
      storeName: context.store.name,
      storeUrl: context.store.publicUrl,
    },
    { headers: catalogueHeaders() },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  const name = page?.storeName ?? "Coperta";
  return pageMeta({
    title: `${name} — librărie online și editură`,
    description:
      "Cărți noi și bestselleruri, livrare rapidă în toată România, retur în 30 de zile.",
    canonical: `${page?.storeUrl ?? ""}/`,
  });
}

function BookSection({
  id,
  title,
  href,
  books,
  eager = false,
}: {
  id: string;
  title: string;
  href: string;
  books: BookCardData[];
  eager?: boolean;
}) {
  if (books.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <PageLink to={href} className="text-brand-700 underline">
          Vezi toate<span className="sr-only">: {title}</span>
        </PageLink>
      </div>
      <Slider label={title}>
        {books.map((book, i) => (
          <BookCard
            key={book.id}
            book={book}
            eager={eager && i < EAGER_COVERS}
            coverSizes={COVER_SLOT_SIZES.slider}
          />
        ))}
      </Slider>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blackFriday, topCategories } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">{loaderData.storeName} — librărie online</h1>
      {blackFriday ? (
        <section aria-labelledby="black-friday" className="rounded-lg bg-stone-950 p-6 text-white">
          <h2 id="black-friday" className="font-serif text-3xl font-bold text-red-400">
            {blackFriday.title}
          </h2>
          {blackFriday.bannerText ? <p className="mt-1 text-lg">{blackFriday.bannerText}</p> : null}
          <PageLink
            to={blackFriday.path}
            className="mt-3 inline-block rounded bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
          >
            Vezi ofertele Black Friday
          </PageLink>
        </section>
      ) : null}
      <HomeHero tiles={loaderData.hero} />
      <BookSection
        id="noutati"
        title="Noutăți"
        href="/carti/noutati"
        books={loaderData.newest}
        eager
      />
      <BookSection
        id="bestsellers"
        title="Cele mai vândute"
        href="/carti?ordonare=cele-mai-vandute"
        books={loaderData.bestsellers}
      />
      <BookSection
        id="sub-20-lei"
        title="Cărți sub 20 de lei"
        href={loaderData.cheapHref}
        books={loaderData.cheap}
      />
      <BookSection
        id="pachete"
        title="Pachete promoționale"
        href="/carti?tip-produs=pachet-promotional"
        books={loaderData.packs}
      />
      <section aria-labelledby="categorii-top">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="categorii-top" className="text-2xl font-bold">
            Categorii de top
          </h2>
          <PageLink to="/carti" className="text-brand-700 underline">
            Toate cărțile
          </PageLink>
        </div>
        <Slider label="Categorii de top">
          {topCategories.map((category) => (
            <PageLink
              key={category.slug}
              to={categoryPath(category.slug)}
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-stone-200 p-4 text-center hover:bg-brand-50"
            >
              <CategoryIcon name={category.icon} size={32} />
              <span className="font-semibold">{category.name}</span>
              <span className="text-sm text-stone-600">{booksCountLabel(category.count)}</span>
            </PageLink>
          ))}
        </Slider>
      </section>
      <RecentlyViewedStrip />
    </div>
  );
}

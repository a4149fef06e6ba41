import { PageLink } from "~/components/ui/page-link";
import { formatCalendarDate, todayInShop } from "~/lib/dates";
import type { LandingPage } from "../types";
import { BookCardGrid } from "./book-card-grid";
import { EAGER_COVERS } from "./book-cover";
import { Breadcrumbs } from "./breadcrumbs";

/** A landing (campaigns, tops, Black Friday of every year) with its breadcrumb. */
export function LandingView({ landing }: { landing: LandingPage }) {
  return (
    <>
      <Breadcrumbs
        items={[
          { name: landing.title, url: landing.path },
          ...(landing.category
            ? [{ name: landing.category.name, url: `${landing.path}/${landing.category.slug}` }]
            : []),
        ]}
      />
      <LandingContent landing={landing} />
    </>
  );
}

function LandingContent({ landing }: { landing: LandingPage }) {
  return (
    <article>
      <header className="relative isolate mb-6 overflow-hidden rounded-lg p-6 text-white">
        {/* The campaign's colour (data) as an SVG fill: the pages' CSP allows no inline styles. */}
        <svg aria-hidden="true" className="absolute inset-0 -z-10 h-full w-full">
          <rect width="100%" height="100%" fill={landing.bannerColor} />
        </svg>
        <h1 className="font-serif text-3xl font-bold">
          {landing.title}
          {landing.category ? `: ${landing.category.name}` : ""}
        </h1>
        {landing.bannerText ? (
          <p className="mt-2 text-lg font-semibold">{landing.bannerText}</p>
        ) : null}
      </header>
      {landing.state === "ended" ? (
        <p role="status" className="mb-6 rounded border border-amber-300 bg-amber-50 p-4">
          Campania s-a încheiat
          {landing.endsAt ? ` pe ${formatCalendarDate(todayInShop(new Date(landing.endsAt)))}` : ""}
          . Prețurile afișate sunt cele de azi.
        </p>
      ) : null}
      {landing.intro ? <p className="mb-6 max-w-3xl text-stone-700">{landing.intro}</p> : null}
      {landing.kind === "landing" && landing.categories.length > 1 ? (
        <nav aria-label="Categorii din selecție" className="mb-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <PageLink
                to={landing.path}
                aria-current={landing.category ? undefined : "page"}
                className="inline-block rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100"
              >
                Toate
              </PageLink>
            </li>
            {landing.categories.map((category) => (
              <li key={category.slug}>
                <PageLink
                  to={`${landing.path}/${category.slug}`}
                  aria-current={landing.category?.slug === category.slug ? "page" : undefined}
                  className="inline-block rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100"
                >
                  {category.name} ({category.count})
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {landing.books.length > 0 ? (
        <BookCardGrid books={landing.books} eagerCount={EAGER_COVERS} />
      ) : (
        <p className="rounded border border-stone-200 bg-stone-50 p-6 text-center">
          Selecția nu are cărți disponibile acum.{" "}
          <PageLink to="/carti" className="text-brand-700 underline">
            Vezi toate cărțile
          </PageLink>
        </p>
      )}
    </article>
  );
}

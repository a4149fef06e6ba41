// The catch-all route: /recenzie-carte-{productUrl} (reviews), /rasfoieste-carte-{productUrl}
// (preview) and the Black Friday pages of years after the spec's (/black-friday-2026...) live
// here because a route segment cannot mix a fixed prefix with a parameter; every other unknown
// address answers 404. Black Friday is the same page as black-friday.tsx: loader, meta and view
// come from the same functions.

import { data } from "react-router";
import type { LayoutHandle } from "~/components/layout/page-layout";
import { PageLink } from "~/components/ui/page-link";
import { blackFridayLanding, isBlackFridayAddress } from "~/features/catalogue/black-friday.server";
import { requireCanonicalBook } from "~/features/catalogue/canonical-book.server";
import { BookCover } from "~/features/catalogue/components/book-cover";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { LandingView } from "~/features/catalogue/components/landing-view";
import { Pagination } from "~/features/catalogue/components/pagination";
import { reviewsCountLabel } from "~/features/catalogue/labels";
import { previewPages, publishedReviews } from "~/features/catalogue/reviews.server";
import { landingMeta, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { formatCalendarDate, todayInShop } from "~/lib/dates";
import { catalogueHeaders, loaderCacheHeaders, notFound } from "~/lib/http";
import { parsePageNumber } from "~/lib/page-number";
import { bookPath, bookPreviewPath, bookReviewsPath } from "~/lib/paths";
import type { Route } from "./+types/prefixed-pages";

const PREFIXES = {
  "recenzie-carte-": { kind: "reviews", pathOf: bookReviewsPath },
  "rasfoieste-carte-": { kind: "preview", pathOf: bookPreviewPath },
} as const;

/** The Black Friday landings have the black layout, as on black-friday.tsx. */
export const handle = {
  layout: (match) =>
    (match.data as { kind?: string } | undefined)?.kind === "black-friday"
      ? "minimal-black"
      : undefined,
} satisfies LayoutHandle;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const splat = params["*"] ?? "";
  if (isBlackFridayAddress(splat)) {
    const landing = await blackFridayLanding(context.db, splat, {
      now: new Date(),
      today: todayInShop(),
    });
    if (!landing) throw notFound();
    return data({ kind: "black-friday", landing, storeUrl: context.store.publicUrl } as const, {
      headers: catalogueHeaders(),
    });
  }
  const prefix = (Object.keys(PREFIXES) as (keyof typeof PREFIXES)[]).find((p) =>
    splat.startsWith(p),
  );
  if (!prefix || splat.includes("/")) throw notFound();
  const { kind, pathOf } = PREFIXES[prefix];
  const { book, facts } = await requireCanonicalBook(context.db, splat.slice(prefix.length), {
    today: todayInShop(),
    pathOf,
    search: new URL(request.url).search,
  });
  const canonical = `${context.store.publicUrl}${pathOf(book.slug)}`;

  if (kind === "preview") {
    const pages = await previewPages(context.db, book.id);
    if (!pages) throw notFound();
    return data({ kind, book, pages, canonical } as const, { headers: catalogueHeaders() });
  }
  const page = parsePageNumber(new URL(request.url).searchParams.get("pagina"), 10_000) ?? 1;
  const reviews = await publishedReviews(context.db, book.id, page);
  if (page > reviews.pageCount) throw notFound();
  const summary = facts.reviewSummary;
  return data({ kind, book, page, reviews, summary, canonical } as const, {
    headers: catalogueHeaders(),
  });
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  if (page.kind === "black-friday") return landingMeta(page.storeUrl, page.landing);
  const { book } = page;
  return page.kind === "preview"
    ? pageMeta({
        title: `Răsfoiește: ${book.title}`,
        description: `Citește un fragment din ${book.title}.`,
        canonical: page.canonical,
      })
    : pageMeta({
        title: `Recenzii: ${book.title}`,
        description: `Ce spun cititorii despre ${book.title}: ${reviewsCountLabel(page.reviews.total)}.`,
        canonical: page.canonical,
        // Without reviews the page says only that: nothing for a search engine to keep.
        noindex: page.reviews.total === 0,
      });
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} din 5 stele`} className="text-amber-600">
      <span aria-hidden="true">
        {"★".repeat(rating)}
        {"☆".repeat(5 - rating)}
      </span>
    </span>
  );
}

export default function PrefixedPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "black-friday") return <LandingView landing={loaderData.landing} />;
  const { book } = loaderData;
  const bookLink = bookPath(book.slug);
  const header = (label: string) => (
    <>
      <Breadcrumbs
        items={[
          { name: book.title, url: bookLink },
          { name: label, url: loaderData.canonical },
        ]}
      />
      <header className="mb-6 flex items-start gap-4">
        <div className="w-20 shrink-0">
          <BookCover cover={book.cover} title={book.title} variant="small" sizes="80px" eager />
        </div>
        <div>
          <h1 className="font-serif text-2xl font-bold">
            {label}: {book.title}
          </h1>
          <p className="text-stone-700">{book.authors.map((a) => a.name).join(", ")}</p>
          <PageLink to={bookLink} className="text-brand-700 underline">
            Înapoi la carte
          </PageLink>
        </div>
      </header>
    </>
  );

  if (loaderData.kind === "preview") {
    return (
      <>
        {header("Răsfoiește")}
        <article
          aria-label="Fragment din carte"
          className="mx-auto max-w-2xl font-serif text-lg leading-relaxed"
        >
          {loaderData.pages.map((text, i) => (
            <section
              key={text.slice(0, 40)}
              aria-label={`Pagina ${i + 1} din ${loaderData.pages.length}`}
              className="mb-8 rounded border border-stone-200 bg-brand-50 p-6 shadow-sm"
            >
              <p>{text}</p>
              <p className="mt-4 text-center text-sm text-stone-600">— {i + 1} —</p>
            </section>
          ))}
        </article>
      </>
    );
  }

  const { reviews, summary, page } = loaderData;
  return (
    <>
      {header("Recenzii")}
      {summary.count > 0 ? (
        <p className="mb-6 text-lg">
          Nota medie <strong>{String(summary.average).replace(".", ",")}</strong> din 5, din{" "}
          {reviewsCountLabel(summary.count)}.
        </p>
      ) : (
        <p className="mb-6">Cartea nu are încă recenzii.</p>
      )}
      <p className="mb-6">
        Ai cumpărat cartea de la noi?{" "}
        <a href="/produs-reviews" className="font-semibold text-brand-800 underline">
          Scrie o recenzie
        </a>
        .
      </p>
      <ol className="flex flex-col gap-4">
        {reviews.reviews.map((review) => (
          <li key={review.id} className="rounded border border-stone-200 p-4">
            <article>
              <header className="flex flex-wrap items-baseline gap-x-3">
                <Stars rating={review.rating} />
                {review.title ? <h2 className="font-semibold">{review.title}</h2> : null}
              </header>
              <p className="mt-2">{review.body}</p>
              <p className="mt-2 text-sm text-stone-600">
                {review.reviewerName}, {formatCalendarDate(todayInShop(new Date(review.createdAt)))}
              </p>
            </article>
          </li>
        ))}
      </ol>
      <Pagination
        page={page}
        pageCount={reviews.pageCount}
        hrefFor={(p) => `${bookReviewsPath(book.slug)}${p > 1 ? `?pagina=${p}` : ""}`}
      />
    </>
  );
}

// /cautare?term={text} and /cautare/{term}: search results with the catalogue's filters.

import { data, Form } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { listBookCards } from "~/features/catalogue/book-cards.server";
import { BookCardGrid } from "~/features/catalogue/components/book-card-grid";
import { BookListView } from "~/features/catalogue/components/book-list-view";
import { PAGE_SIZE } from "~/features/catalogue/list-params";
import { parseListParams } from "~/features/catalogue/list-params.server";
import { MAX_QUERY_LENGTH } from "~/features/search/normalise";
import { searchPage } from "~/features/search/search.server";
import { recordSearch } from "~/features/search/search-log.server";
import { pageMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { authorPath, categoryPath } from "~/lib/paths";
import { cutText } from "~/lib/text-cut";
import type { Route } from "./+types/search";

const POPULAR_BOOKS = 12;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = (
    url.searchParams.get("term") ?? ("term" in params ? (params.term ?? "") : "")
  ).trim();
  // Cut on whole characters: half an emoji would make the canonical link throw (URIError).
  const term = cutText(raw, MAX_QUERY_LENGTH);
  const today = todayInShop();
  const listParams = parseListParams(url.searchParams, "relevanta");
  listParams.fixed = { term };
  if (!term) {
    const popular = await listBookCards(context.db, {
      order: "bestsellers",
      limit: POPULAR_BOOKS,
      today,
    });
    return data(
      { term, result: null, popular, listParams, storeUrl: context.store.publicUrl },
      { headers: { "Cache-Control": "no-cache" } },
    );
  }
  const result = await searchPage(context.db, term, listParams, today, PAGE_SIZE);
  const popular =
    result.list.total === 0
      ? await listBookCards(context.db, { order: "bestsellers", limit: POPULAR_BOOKS, today })
      : [];
  // Only first pages count as a search (paging and filtering are the same search).
  if (listParams.page === 1 && result.list.total > 0 && !url.searchParams.has("ordonare")) {
    // The log may decline to count it (see recordSearch); the page answers the same.
    await recordSearch(context.db, {
      text: term,
      results: result.list.total,
      clientAddress: context.clientAddress,
      today,
    }).catch((err) => context.logger.warn({ err }, "could not record the search"));
  }
  return data(
    { term, result, popular, listParams, storeUrl: context.store.publicUrl },
    { headers: { "Cache-Control": "no-cache" } },
  );
}

export function meta({ data: page }: Route.MetaArgs) {
  const term = page?.term ?? "";
  return pageMeta({
    title: term ? `Rezultatele căutării: ${term}` : "Căutare",
    description: term
      ? `Cărți, autori și categorii pentru „${term}”.`
      : "Caută cărți după titlu, autor sau ISBN.",
    canonical: `${page?.storeUrl ?? ""}/cautare${term ? `?term=${encodeURIComponent(term)}` : ""}`,
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { term, result, popular, listParams } = loaderData;
  return (
    <>
      <h1 className="mb-4 font-serif text-3xl font-bold">
        {term ? `Rezultatele căutării „${term}”` : "Căutare"}
      </h1>
      <Form method="get" action="/cautare" role="search" className="mb-6 flex max-w-xl gap-2">
        <label htmlFor="cautare-termen" className="sr-only">
          Caută un titlu, un autor sau un ISBN
        </label>
        <input
          id="cautare-termen"
          type="search"
          name="term"
          defaultValue={term}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Caută un titlu aici"
          className="flex-1 rounded border border-stone-400 px-3 py-2"
        />
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white">
          Caută
        </button>
      </Form>
      {result && (result.authors.length > 0 || result.categories.length > 0) ? (
        <div className="mb-6 grid gap-4 sm:grid-cols-2">
          {result.authors.length > 0 ? (
            <section aria-labelledby="autori-gasiti">
              <h2 id="autori-gasiti" className="mb-1 font-bold">
                Autori
              </h2>
              <ul className="flex flex-wrap gap-2">
                {result.authors.map((a) => (
                  <li key={a.slug}>
                    <PageLink
                      to={authorPath(a.slug)}
                      className="inline-block rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100"
                    >
                      {a.name}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {result.categories.length > 0 ? (
            <section aria-labelledby="categorii-gasite">
              <h2 id="categorii-gasite" className="mb-1 font-bold">
                Categorii
              </h2>
              <ul className="flex flex-wrap gap-2">
                {result.categories.map((c) => (
                  <li key={c.slug}>
                    <PageLink
                      to={categoryPath(c.slug)}
                      className="inline-block rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100"
                    >
                      {c.name}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
      {result && result.list.total > 0 ? (
        <BookListView
          path="/cautare"
          list={result.list}
          params={listParams}
          defaultOrder="relevanta"
        />
      ) : null}
      {term && result && result.list.total === 0 ? (
        <div className="mb-8 rounded border border-stone-200 bg-stone-50 p-6">
          <p role="status">
            Nu am găsit cărți pentru „{term}”
            {result.authors.length + result.categories.length > 0
              ? ", dar poate te interesează autorii și categoriile de mai sus"
              : ""}
            .
          </p>
          {result.didYouMean ? (
            <p className="mt-2">
              Ai vrut să cauți{" "}
              <PageLink
                to={`/cautare?term=${encodeURIComponent(result.didYouMean)}`}
                className="font-semibold text-brand-700 underline"
              >
                {result.didYouMean}
              </PageLink>
              ?
            </p>
          ) : null}
          <p className="mt-2 text-sm text-stone-700">
            Verifică ortografia, încearcă mai puține cuvinte sau caută după autor ori ISBN.
          </p>
        </div>
      ) : null}
      {popular.length > 0 ? (
        <section aria-labelledby="populare">
          <h2 id="populare" className="mb-4 text-2xl font-bold">
            Cărți populare
          </h2>
          <BookCardGrid books={popular} />
        </section>
      ) : null}
    </>
  );
}

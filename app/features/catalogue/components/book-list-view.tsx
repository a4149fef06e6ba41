import { Form, useSubmit } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import type { BookListPage } from "../book-list";
import { booksCountLabel } from "../labels";
import { type ListParams, listQuery, ORDER_LABELS, type OrderParam } from "../list-params";
import { BookCardGrid } from "./book-card-grid";
import { EAGER_COVERS } from "./book-cover";
import { FiltersButton, FiltersPanel, useFiltersDrawer } from "./filters-drawer";
import { HiddenParams, ListFilters } from "./list-filters";
import { Pagination } from "./pagination";

export function BookListView({
  path,
  list,
  params,
  defaultOrder = "cele-mai-vandute",
}: {
  path: string;
  list: BookListPage;
  params: ListParams;
  defaultOrder?: OrderParam;
}) {
  const submit = useSubmit();
  const chosen = [
    ...list.facets.formats,
    ...list.facets.availability,
    ...list.facets.authors,
    ...list.facets.publishers,
    ...list.facets.languages,
  ].filter((option) => option.selected);
  // A price range counts as one filter, however many of its ends are set.
  const priced = params.priceMin !== undefined || params.priceMax !== undefined;
  const active = chosen.length + (priced ? 1 : 0);
  const filtered = active > 0;
  const drawer = useFiltersDrawer();
  return (
    <div className="grid gap-4 desktop:grid-cols-[220px_1fr] desktop:gap-6">
      <FiltersPanel drawer={drawer} total={list.total} clearHref={filtered ? path : null}>
        <ListFilters path={path} params={params} facets={list.facets} defaultOrder={defaultOrder} />
      </FiltersPanel>
      <div>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <FiltersButton drawer={drawer} active={active} total={list.total} />
          <p role="status" className="text-sm text-stone-700 desktop:text-base">
            {booksCountLabel(list.total)}
            {list.pageCount > 1 ? ` · pagina ${list.page} din ${list.pageCount}` : ""}
          </p>
          <Form method="get" action={path} className="flex items-center gap-2">
            <HiddenParams params={params} defaultOrder={defaultOrder} omit={["order", "page"]} />
            <label htmlFor="ordonare" className="text-sm max-desktop:sr-only">
              Ordonează după
            </label>
            <select
              id="ordonare"
              name="ordonare"
              defaultValue={params.order}
              onChange={(event) => submit(event.currentTarget.form)}
              className="rounded border border-stone-400 px-2 py-1 text-sm"
            >
              {Object.entries(ORDER_LABELS)
                .filter(([value]) => value !== "relevanta" || defaultOrder === "relevanta")
                .map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
            </select>
            <noscript>
              <button type="submit" className="rounded border px-2 py-1 text-sm">
                Aplică
              </button>
            </noscript>
          </Form>
        </div>
        {filtered ? (
          <p className="mb-4 text-sm">
            <PageLink to={path} className="text-brand-700 underline">
              Șterge toate filtrele
            </PageLink>
          </p>
        ) : null}
        {list.books.length > 0 ? (
          <BookCardGrid books={list.books} eagerCount={EAGER_COVERS} />
        ) : (
          <p className="rounded border border-stone-200 bg-stone-50 p-6 text-center">
            Nu am găsit cărți pentru filtrele alese.
          </p>
        )}
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          hrefFor={(page) => `${path}${listQuery(params, { page }, defaultOrder)}`}
        />
      </div>
    </div>
  );
}

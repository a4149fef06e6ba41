import { Form } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import type { BookListPage, FacetOption } from "../book-list";
import { booksCountLabel } from "../labels";
import { type ListParams, listQuery, toggleValue } from "../list-params";
import { priceRangeText } from "../price-range";

type FacetKey = "authors" | "publishers" | "formats" | "languages" | "availability";

const FACETS: { key: FacetKey; title: string }[] = [
  { key: "formats", title: "Tip produs" },
  { key: "availability", title: "Disponibilitate" },
  { key: "authors", title: "Autor" },
  { key: "publishers", title: "Editura" },
  { key: "languages", title: "Limba" },
];

/** Facets as plain links (they work without JavaScript) and a GET form for the price. */
export function ListFilters({
  path,
  params,
  facets,
  defaultOrder,
}: {
  path: string;
  params: ListParams;
  facets: BookListPage["facets"];
  defaultOrder: ListParams["order"];
}) {
  const href = (change: Partial<ListParams>) =>
    `${path}${listQuery(params, { ...change, page: 1 }, defaultOrder)}`;
  return (
    // The sidebar or the drawer around it (filters-drawer.tsx) names it "Filtre".
    <div className="flex flex-col gap-6">
      {FACETS.map(({ key, title }) => {
        const options = facets[key] as FacetOption[];
        if (options.length === 0) return null;
        return (
          <section key={key} aria-labelledby={`filtru-${key}`}>
            <h2 id={`filtru-${key}`} className="mb-2 font-bold">
              {title}
            </h2>
            <ul className="flex flex-col gap-1">
              {options.map((option) => (
                <li key={option.value}>
                  <PageLink
                    to={href({ [key]: toggleValue(params[key] as string[], option.value) })}
                    aria-current={option.selected ? "true" : undefined}
                    rel="nofollow"
                    // The box before the label is drawn by CSS (no element, nothing read
                    // aloud): each list page has dozens of these, and aria-current says which
                    // are chosen. In forced colours (Windows contrast themes) a chosen box is
                    // filled with the text's colour, as its background would be dropped.
                    className={`flex items-center gap-2 rounded px-1 py-0.5 before:size-3.5 before:shrink-0 before:rounded-sm before:border before:border-stone-500 hover:bg-stone-100 ${
                      option.selected
                        ? "font-bold text-brand-800 before:border-brand-700 before:bg-brand-700 before:forced-color-adjust-none forced-colors:before:bg-[CanvasText]"
                        : ""
                    }`}
                  >
                    {option.label}
                    <span className="ml-auto text-stone-600">
                      <span aria-hidden="true">{option.count}</span>
                      <span className="sr-only">{booksCountLabel(option.count)}</span>
                    </span>
                  </PageLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="filtru-pret">
        <h2 id="filtru-pret" className="mb-2 font-bold">
          Preț (lei)
        </h2>
        {facets.priceSpan ? (
          <p className="mb-2 text-stone-600">
            {priceRangeText(facets.priceSpan.min, facets.priceSpan.max)}
          </p>
        ) : null}
        <Form method="get" action={path} className="flex flex-wrap items-end gap-2">
          <HiddenParams
            params={params}
            defaultOrder={defaultOrder}
            omit={["priceMin", "priceMax", "page"]}
          />
          <label className="flex flex-col">
            <span>De la</span>
            <input
              name="pret-minim"
              inputMode="decimal"
              defaultValue={params.priceMin !== undefined ? params.priceMin / 100 : ""}
              className="w-20 rounded border border-stone-400 px-2 py-1"
            />
          </label>
          <label className="flex flex-col">
            <span>Până la</span>
            <input
              name="pret-maxim"
              inputMode="decimal"
              defaultValue={params.priceMax !== undefined ? params.priceMax / 100 : ""}
              className="w-20 rounded border border-stone-400 px-2 py-1"
            />
          </label>
          <button
            type="submit"
            className="rounded bg-brand-700 px-3 py-1.5 font-semibold text-white"
          >
            Filtrează
          </button>
        </Form>
      </section>
    </div>
  );
}

/** The list's other parameters as hidden fields, so a GET form keeps them. */
export function HiddenParams({
  params,
  defaultOrder,
  omit,
}: {
  params: ListParams;
  defaultOrder: ListParams["order"];
  omit: (keyof ListParams)[];
}) {
  const kept = { ...params };
  const blank: Partial<ListParams> = {};
  for (const key of omit) {
    if (key === "priceMin" || key === "priceMax") blank[key] = undefined;
    else if (key === "page") blank.page = 1;
    else if (key === "order") blank.order = defaultOrder;
  }
  const search = new URLSearchParams(listQuery({ ...kept, ...blank }, {}, defaultOrder).slice(1));
  if (omit.includes("priceMin")) search.delete("pret-minim");
  if (omit.includes("priceMax")) search.delete("pret-maxim");
  if (omit.includes("order")) search.delete("ordonare");
  return (
    <>
      {[...search].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

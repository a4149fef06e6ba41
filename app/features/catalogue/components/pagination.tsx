/** Page links: first, previous, a window around the current page, next, last. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const pages = new Set([1, pageCount]);
  for (let p = Math.max(1, page - 2); p <= Math.min(pageCount, page + 2); p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const cell = "inline-flex min-w-10 items-center justify-center rounded border px-3 py-2 text-sm";
  return (
    <nav aria-label="Paginare" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <PageLink
          to={hrefFor(page - 1)}
          rel="prev"
          className={`${cell} border-stone-300 hover:bg-stone-100`}
        >
          ‹ Înapoi
        </PageLink>
      ) : null}
      {sorted.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - (sorted[i - 1] ?? p) > 1 ? <span aria-hidden="true">…</span> : null}
          {p === page ? (
            <span
              aria-current="page"
              className={`${cell} border-brand-700 bg-brand-700 font-bold text-white`}
            >
              {p}
            </span>
          ) : (
            <PageLink
              to={hrefFor(p)}
              className={`${cell} border-stone-300 hover:bg-stone-100`}
              aria-label={`Pagina ${p}`}
            >
              {p}
            </PageLink>
          )}
        </span>
      ))}
      {page < pageCount ? (
        <PageLink
          to={hrefFor(page + 1)}
          rel="next"
          className={`${cell} border-stone-300 hover:bg-stone-100`}
        >
          Înainte ›
        </PageLink>
      ) : null}
    </nav>
  );
}

import { PageLink } from "~/components/ui/page-link";

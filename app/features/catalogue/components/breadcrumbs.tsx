export interface Crumb {
  name: string;
  url: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail = [{ name: "Acasă", url: "/" }, ...items];
  return (
    <nav aria-label="Cale de navigare" className="mb-4 text-sm text-stone-700">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, i) => (
          <li key={crumb.url} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {i === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <PageLink to={crumb.url} className="underline-offset-2 hover:underline">
                {crumb.name}
              </PageLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { PageLink } from "~/components/ui/page-link";

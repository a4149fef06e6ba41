// /cariere: each department with what it does and its positions; a closed position says so.
import { PageLink } from "~/components/ui/page-link";
import { careerPositionPath } from "../paths";
import type { DepartmentListing } from "../types";

export function DepartmentList({ departments }: { departments: DepartmentListing[] }) {
  if (departments.length === 0) {
    return (
      <p className="rounded border border-stone-200 bg-stone-50 p-6 text-center">
        Momentan nu avem posturi deschise. Revino curând!
      </p>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {departments.map((department) => (
        <section
          key={department.slug}
          aria-labelledby={`departament-${department.slug}`}
          className="flex flex-col gap-3 rounded border border-stone-200 p-5"
        >
          {department.image ? (
            <img src={department.image} alt="" className="h-32 w-full rounded object-cover" />
          ) : null}
          <h2 id={`departament-${department.slug}`} className="font-serif text-2xl font-bold">
            {department.name}
          </h2>
          <p className="text-stone-700">{department.description}</p>
          {department.positions.length > 0 ? (
            <ul className="flex flex-col gap-3">
              {department.positions.map((position) => (
                <li key={position.slug} className="border-t border-stone-200 pt-3">
                  <PageLink
                    to={careerPositionPath(position.slug)}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {position.name}
                  </PageLink>
                  {position.open ? null : (
                    <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                      Post închis
                    </span>
                  )}
                  <p className="text-sm text-stone-700">{position.description}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-700">Nu avem acum posturi deschise aici.</p>
          )}
        </section>
      ))}
    </div>
  );
}

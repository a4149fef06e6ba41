// The gala's results per category: each nominee's share of the votes as text (what a screen
// reader reads) with a bar beside it for the eye, and the visitor's own choice marked.
import { plural } from "~/lib/plural";
import type { GalaCategoryResults } from "../types";

const VOTE_FORMS = { one: "vot", few: "voturi", other: "de voturi" };

export function GalaResults({ categories }: { categories: GalaCategoryResults[] }) {
  return (
    <div className="flex flex-col gap-8">
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`rezultate-${category.id}`}>
          <h2 id={`rezultate-${category.id}`} className="font-serif text-xl font-bold">
            {category.name}
          </h2>
          <p className="mb-3 text-sm text-stone-600">
            {category.totalVotes === 0
              ? "Încă nu a votat nimeni în această categorie."
              : `${plural(category.totalVotes, VOTE_FORMS)} în total`}
          </p>
          <ul className="flex flex-col gap-3">
            {category.nominees.map((nominee) => {
              const mine = category.votedFor === nominee.id;
              return (
                <li key={nominee.id} className="flex flex-col gap-1">
                  <p className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold">
                      {nominee.name}
                      {mine ? (
                        <span className="ml-2 rounded bg-brand-100 px-1.5 text-xs font-semibold text-brand-800">
                          Votul tău
                        </span>
                      ) : null}
                    </span>
                    <span className="text-sm">
                      {nominee.percent}% ({plural(nominee.votes, VOTE_FORMS)})
                    </span>
                  </p>
                  <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-stone-200">
                    <div
                      className={`h-full rounded-full ${mine ? "bg-brand-700" : "bg-stone-500"}`}
                      style={{ width: `${nominee.percent}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

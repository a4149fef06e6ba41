// The company's data on /contact: an <address> with a definition list, phone and e-mail as links.
import type { CompanyDetails } from "../types";

export function CompanyCard({ company }: { company: CompanyDetails }) {
  return (
    <address className="not-italic">
      <p className="mb-3 text-lg font-semibold">{company.legalName}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {company.entries.map((entry) => (
          <div key={entry.term} className="contents">
            <dt className="font-semibold text-stone-700">{entry.term}</dt>
            <dd className="mb-2 sm:mb-0">
              {entry.href ? (
                <a href={entry.href} className="text-brand-800 underline">
                  {entry.value}
                </a>
              ) : (
                entry.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </address>
  );
}

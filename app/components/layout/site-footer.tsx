import { PageLink } from "~/components/ui/page-link";
import type { LayoutNavigation, NamedLink } from "~/features/catalogue/types";
import type { PublicStore } from "~/lib/store";

const PAYMENT_METHODS = [
  "Visa",
  "Mastercard",
  "Maestro",
  "Apple Pay",
  "Google Pay",
  "Tichete de masă",
];

/** Collapsible on phones; always open from 1200 px (see .footer-section in app.css). */
function FooterSection({ title, links }: { title: string; links: NamedLink[] }) {
  if (links.length === 0) return null;
  return (
    <details className="footer-section border-b border-stone-700 py-2 desktop:border-0">
      <summary className="cursor-pointer list-none py-1 font-bold text-white">{title}</summary>
      <ul className="mt-2 flex flex-col gap-1.5">
        {links.map((link) => (
          <li key={link.url}>
            <PageLink to={link.url} className="hover:text-white hover:underline">
              {link.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function SiteFooter({
  store,
  year,
  footer,
}: {
  store: PublicStore;
  year: number;
  footer: LayoutNavigation["footer"] | null;
}) {
  return (
    <footer className="mt-12 border-t border-stone-200 bg-stone-900 text-sm text-stone-300">
      <div className="mx-auto max-w-7xl px-4 py-8">
        {footer ? (
          <nav aria-label="Subsol" className="grid gap-x-8 desktop:grid-cols-5">
            <FooterSection title="Categorii" links={footer.sections.categorii} />
            <FooterSection title="Autori" links={footer.sections.autori} />
            <FooterSection title="Top carti" links={[...footer.sections["top-carti"]]} />
            <FooterSection title="Noutati" links={footer.noutati} />
            <FooterSection title="Bestsellers" links={footer.bestsellers} />
          </nav>
        ) : null}
        <section aria-labelledby="ajutor-online" className="mt-6 border-t border-stone-700 pt-6">
          <h2 id="ajutor-online" className="font-bold text-white">
            Ajutor online
          </h2>
          <address className="mt-2 not-italic">
            Telefon:{" "}
            <a href={`tel:${store.phone.replace(/\s+/g, "")}`} className="underline">
              {store.phone}
            </a>{" "}
            (luni – vineri, 09:30 – 17:30) · E-mail:{" "}
            <a href={`mailto:${store.email}`} className="underline">
              {store.email}
            </a>
          </address>
          <p className="mt-1">
            Livrare rapidă în toată România · Retur în 30 de zile · Livrare internațională
          </p>
        </section>
        <ul
          className="mt-6 flex flex-wrap items-center gap-2"
          aria-label="Metode de plată acceptate"
        >
          {PAYMENT_METHODS.map((method) => (
            <li
              key={method}
              className="rounded border border-stone-600 bg-stone-800 px-2 py-1 text-xs font-semibold text-stone-100"
            >
              {method}
            </li>
          ))}
        </ul>
        {footer && (footer.legal.length > 0 || footer.social.length > 0) ? (
          <ul className="mt-6 flex flex-wrap gap-x-4 gap-y-1">
            {[...footer.legal, ...footer.social].map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener" className="underline hover:text-white">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-6 text-stone-400">
          © {year} {store.legalName} · {store.legalLine}
        </p>
      </div>
    </footer>
  );
}

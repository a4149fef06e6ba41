import { PageLink } from "~/components/ui/page-link";
import type { LayoutNavigation, NamedLink } from "~/features/catalogue/types";
import type { FooterContent } from "~/features/content/types";
import type { PublicStore } from "~/lib/store";
import { PaymentMark } from "./trust-icons";

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

/** A list of links under a heading, always open (below the collapsible sections). */
function FooterLinks({
  id,
  title,
  links,
  pageLinks,
}: {
  id: string;
  title: string;
  links: NamedLink[];
  /** Pages of the shop (client-side navigation) rather than documents or other sites. */
  pageLinks: boolean;
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-bold text-white">
        {title}
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5">
        {links.map((link) => (
          <li key={link.url}>
            {pageLinks ? (
              <PageLink to={link.url} className="hover:text-white hover:underline">
                {link.name}
              </PageLink>
            ) : (
              <a
                href={link.url}
                rel={/^https?:/.test(link.url) ? "noopener" : undefined}
                className="hover:text-white hover:underline"
              >
                {link.name}
                {link.url.endsWith(".pdf") ? " (PDF)" : ""}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The footer of every page, rendered to static HTML once (footer-html.server.tsx): no React
 * handlers here. The cookie settings button is opened by the consent banner's document-level
 * listener (`data-consent-open`).
 */
export function SiteFooter({
  store,
  year,
  footer,
  content,
}: {
  store: PublicStore;
  year: number;
  footer: LayoutNavigation["footer"] | null;
  content: FooterContent;
}) {
  return (
    <footer className="mt-12 border-t border-stone-200 bg-stone-900 text-sm text-stone-300">
      <div className="mx-auto max-w-7xl px-4 py-8">
        {footer ? (
          <nav aria-label="Subsol" className="grid gap-x-8 desktop:grid-cols-6">
            <FooterSection title="Categorii" links={footer.sections.categorii} />
            <FooterSection title="Autori" links={footer.sections.autori} />
            <FooterSection title="Top cărți" links={[...footer.sections["top-carti"]]} />
            <FooterSection title="Noutăți" links={footer.noutati} />
            <FooterSection title="Bestsellers" links={footer.bestsellers} />
            <FooterSection title="Ajutor online" links={footer.sections["ajutor-online"]} />
          </nav>
        ) : null}
        <div className="mt-6 grid gap-6 border-t border-stone-700 pt-6 sm:grid-cols-2 desktop:grid-cols-3">
          <FooterLinks
            id="subsol-despre"
            title="Despre Coperta"
            links={footer?.sections.despre ?? []}
            pageLinks
          />
          <FooterLinks
            id="subsol-regulamente"
            title="Regulamente campanii"
            links={content.rules}
            pageLinks={false}
          />
          <FooterLinks
            id="subsol-social"
            title="Urmărește-ne"
            links={content.social}
            pageLinks={false}
          />
        </div>
        <section aria-labelledby="subsol-contact" className="mt-6 border-t border-stone-700 pt-6">
          <h2 id="subsol-contact" className="font-bold text-white">
            Contact
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
              className="flex items-center gap-1.5 rounded border border-stone-600 bg-stone-800 py-1 pr-2 pl-1 text-xs font-semibold text-stone-100"
            >
              <PaymentMark method={method} />
              {method}
            </li>
          ))}
        </ul>
        <ul className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1">
          {(footer?.legal ?? []).map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener" className="underline hover:text-white">
                {link.name}
              </a>
            </li>
          ))}
          <li>
            <button type="button" data-consent-open className="underline hover:text-white">
              Setări cookie-uri
            </button>
          </li>
        </ul>
        <p className="mt-6 text-stone-400">
          © {year} {store.legalName} · {store.legalLine}
        </p>
      </div>
    </footer>
  );
}

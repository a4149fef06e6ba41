import { PageLink } from "~/components/ui/page-link";
import { yearInShop } from "~/lib/dates";
import { HELP_PATH } from "~/lib/paths";
import type { PublicStore } from "~/lib/store";

const LINKS = [
  { name: "Termeni și condiții", url: HELP_PATH },
  { name: "Politica de retur", url: `${HELP_PATH}?section=4` },
  { name: "Contact", url: "/contact" },
  { name: "Politica de cookies", url: "/politica-cookies" },
];

/**
 * The footer of the minimal layouts: the legal links and the company line. Rendered by React
 * (the full footer is static HTML spliced in by the server, see footer-slot.tsx); the cookie
 * settings button is opened by the consent banner's document-level listener, as in the full one.
 */
export function ShortFooter({ store, dark = false }: { store: PublicStore; dark?: boolean }) {
  return (
    <footer
      className={`mt-12 border-t text-sm ${dark ? "border-stone-800 bg-black text-stone-300" : "border-stone-200 bg-stone-50 text-stone-700"}`}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6">
        <nav aria-label="Legături utile">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {LINKS.map((link) => (
              <li key={link.url}>
                <PageLink to={link.url} className="underline underline-offset-2">
                  {link.name}
                </PageLink>
              </li>
            ))}
            <li>
              <button type="button" data-consent-open className="underline underline-offset-2">
                Setări cookie-uri
              </button>
            </li>
          </ul>
        </nav>
        {/* The year is the server's; at the turn of the year the browser's may differ. */}
        <p suppressHydrationWarning>
          © {yearInShop()} {store.legalName} · {store.legalLine}
        </p>
      </div>
    </footer>
  );
}

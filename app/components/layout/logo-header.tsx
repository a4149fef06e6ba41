import { PageLink } from "~/components/ui/page-link";
import { Logo } from "./logo";

/** The header of the minimal layouts: the logo, a link home, nothing else. */
export function LogoHeader({ storeName, dark = false }: { storeName: string; dark?: boolean }) {
  return (
    <header
      className={`border-b ${dark ? "border-stone-800 bg-black" : "border-stone-200 bg-white"}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-3">
        <PageLink to="/" className="inline-block" aria-label={`${storeName} — prima pagină`}>
          <Logo name={storeName} light={dark} />
        </PageLink>
      </div>
    </header>
  );
}

import type { PublicStore } from "~/lib/store";

export function SiteFooter({ store, year }: { store: PublicStore; year: number }) {
  return (
    <footer className="mt-12 border-t border-stone-200 bg-stone-900 text-stone-200">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm">
        <p>Livrare rapidă în toată România · Retur în 30 de zile · Livrare internațională</p>
        <address className="mt-4 not-italic">
          Telefon:{" "}
          <a href={`tel:${store.phone.replace(/\s+/g, "")}`} className="underline">
            {store.phone}
          </a>{" "}
          · E-mail:{" "}
          <a href={`mailto:${store.email}`} className="underline">
            {store.email}
          </a>
        </address>
        <p className="mt-4 text-stone-400">
          © {year} {store.legalName} · {store.legalLine}
        </p>
      </div>
    </footer>
  );
}

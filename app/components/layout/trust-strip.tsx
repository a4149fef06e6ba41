import { PageLink } from "~/components/ui/page-link";
import { HELP_PATH } from "~/lib/paths";

const ITEMS = (phone: string): { title: string; text: string; url?: string }[] => [
  { title: "Livrare internațională", text: "Cărțile ajung oriunde în lume" },
  { title: "Calitate dovedită", text: "Peste 1.000.000 de clienți mulțumiți" },
  { title: "Plată securizată", text: "Comunicații securizate prin SSL" },
  { title: `Ajutor telefonic ${phone}`, text: "Luni – Vineri, 09:30 – 17:30" },
  // Spec section 1: the returns item links to the help page's section 4.
  {
    title: "Retur în 30 de zile",
    text: "de la primirea produselor",
    url: `${HELP_PATH}?section=4`,
  },
];

/** The reassurance strip of spec section 1, under the header. */
export function TrustStrip({ phone }: { phone: string }) {
  return (
    <section
      aria-label="De ce să cumperi de la noi"
      className="border-b border-stone-200 bg-brand-50"
    >
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-1 px-4 py-2 text-xs sm:grid-cols-3 desktop:grid-cols-5">
        {ITEMS(phone).map((item) => {
          const content = (
            <>
              <strong className="block text-brand-800">{item.title}</strong>
              <span className="hidden text-stone-700 sm:inline">{item.text}</span>
            </>
          );
          return (
            <li key={item.title}>
              {item.url ? (
                <PageLink to={item.url} className="block hover:underline">
                  {content}
                </PageLink>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { PageLink } from "~/components/ui/page-link";
import { HELP_PATH } from "~/lib/paths";
import { TrustIcon, type TrustIconName } from "./trust-icons";

const ITEMS = (
  phone: string,
): { icon: TrustIconName; title: string; text: string; url?: string }[] => [
  { icon: "globe", title: "Livrare internațională", text: "Cărțile ajung oriunde în lume" },
  { icon: "star", title: "Calitate dovedită", text: "Peste 1.000.000 de clienți mulțumiți" },
  { icon: "lock", title: "Plată securizată", text: "Comunicații securizate prin SSL" },
  { icon: "phone", title: `Ajutor telefonic ${phone}`, text: "Luni – Vineri, 09:30 – 17:30" },
  // Spec section 1: the returns item links to the help page's section 4.
  {
    icon: "return",
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
          // One box beside the icon (the list item is a flex row).
          const content = (
            <span className="block min-w-0">
              <strong className="block text-brand-800">{item.title}</strong>
              <span className="hidden text-stone-700 sm:inline">{item.text}</span>
            </span>
          );
          return (
            <li key={item.title} className="flex items-start gap-1.5">
              <TrustIcon name={item.icon} className="mt-px h-4 w-4 text-brand-700 sm:h-5 sm:w-5" />
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

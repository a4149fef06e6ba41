// The category menu's content, loaded with the categories when the menu is about to open
// (category-menu.tsx): a page that never opens the menu ships neither.
import { CategoryIcon } from "~/components/ui/category-icon";
import { PageLink } from "~/components/ui/page-link";
import type { MenuCategory } from "~/features/catalogue/types";
import { categoryPath } from "~/lib/paths";

/** The burger menu's quick links (spec section 2). */
export const QUICK_LINKS = [
  { label: "Top cărți de dragoste", url: categoryPath("romane-de-dragoste-romantice") },
  { label: "Top dezvoltare personală", url: categoryPath("dezvoltare-personala") },
  { label: "Top cărți pentru copii", url: categoryPath("pentru-copii") },
  { label: "Cărți în limba engleză", url: categoryPath("carti-in-limba-engleza") },
  { label: "Noutăți", url: "/noutati" },
  { label: "Cariere", url: "/cariere" },
  { label: "Contact", url: "/contact" },
];

export function CategoryMenuPanel({
  categories,
  onChoose,
}: {
  categories: MenuCategory[];
  onChoose: () => void;
}) {
  return (
    <>
      <nav aria-label="Linkuri rapide">
        <ul className="flex flex-wrap gap-2">
          {QUICK_LINKS.map((link) => (
            <li key={link.url}>
              <PageLink
                to={link.url}
                onClick={onChoose}
                className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                {link.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Categorii" className="desktop:hidden">
        <ul className="flex flex-col gap-1">
          {categories.map((category) => (
            <li key={category.id}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center gap-2 rounded px-1 py-2 font-semibold hover:bg-stone-100">
                  <CategoryIcon name={category.icon} />
                  <span className="flex-1">{category.name}</span>
                  <span aria-hidden="true" className="transition group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                <CategoryLinks category={category} onChoose={onChoose} />
              </details>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Categorii" className="hidden desktop:block">
        <ul className="grid grid-cols-4 gap-6">
          {categories.map((category) => (
            <li key={category.id}>
              <p className="mb-1 flex items-center gap-2 font-semibold">
                <CategoryIcon name={category.icon} />
                {category.name}
              </p>
              <CategoryLinks category={category} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function CategoryLinks({ category, onChoose }: { category: MenuCategory; onChoose: () => void }) {
  return (
    <ul className="ml-7 flex flex-col gap-1 pb-2">
      <li>
        <PageLink
          to={category.url}
          onClick={onChoose}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Toate cărțile din {category.name}
        </PageLink>
      </li>
      {category.subCategories.map((sub) => (
        <li key={sub.id}>
          <PageLink to={sub.url} onClick={onChoose} className="text-sm hover:underline">
            {sub.name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

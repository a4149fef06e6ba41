import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { CategoryIcon } from "~/components/ui/category-icon";
import { DialogHeader } from "~/components/ui/dialog-header";
import { PageLink } from "~/components/ui/page-link";
import {
  BLACK_FRIDAY_MENU_LOCK_BELOW_PX,
  SCROLL_LOCK_BELOW_PX,
  useModalDialog,
} from "~/components/ui/use-modal-dialog";
import { fetchCategoryMenu } from "~/features/catalogue/fetch-category-menu";
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

/**
 * The burger button and its menu: a mega-menu of categories from 1200 px, the "Categorii de
 * carte" popup with expandable sub-categories below (the footer links the categories for
 * browsers without JavaScript).
 */
export function CategoryMenu() {
  // The home page under the Black Friday theme (its loader's `blackFriday`) has its own lock width.
  const blackFriday = useMatches().some(
    (match) => (match.data as { blackFriday?: unknown } | undefined)?.blackFriday,
  );
  const { ref, open, show, close } = useModalDialog(
    blackFriday ? BLACK_FRIDAY_MENU_LOCK_BELOW_PX : SCROLL_LOCK_BELOW_PX,
  );
  const menu = useCategoryMenu(open);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="meniu-categorii"
        onClick={show}
        // Asked for as the pointer or the keyboard reaches the button, so it is there on opening.
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="rounded p-2 text-stone-800 hover:bg-stone-100"
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
        <span className="sr-only">Meniu</span>
      </button>
      <dialog
        ref={ref}
        id="meniu-categorii"
        aria-labelledby="meniu-categorii-titlu"
        className="m-0 h-full max-h-none w-full max-w-md bg-white p-0 shadow-xl backdrop:bg-black/40 desktop:mx-auto desktop:mt-16 desktop:h-auto desktop:max-h-[80vh] desktop:max-w-6xl desktop:rounded-lg"
      >
        {open ? (
          <div className="flex flex-col gap-4 p-4">
            <DialogHeader
              titleId="meniu-categorii-titlu"
              title="Categorii de carte"
              closeLabel="Închide meniul"
              onClose={close}
            />
            <nav aria-label="Linkuri rapide">
              <ul className="flex flex-wrap gap-2">
                {QUICK_LINKS.map((link) => (
                  <li key={link.url}>
                    <PageLink
                      to={link.url}
                      onClick={close}
                      className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                    >
                      {link.label}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </nav>
            {menu.state === "loading" ? (
              <p role="status" className="text-stone-700">
                Se încarcă categoriile…
              </p>
            ) : null}
            {menu.state === "failed" ? (
              <p role="alert" className="text-red-800">
                Categoriile nu s-au putut încărca. Închide meniul și încearcă din nou.
              </p>
            ) : null}
            <nav aria-label="Categorii" className="desktop:hidden">
              <ul className="flex flex-col gap-1">
                {menu.categories.map((category) => (
                  <li key={category.id}>
                    <details className="group">
                      <summary className="flex cursor-pointer list-none items-center gap-2 rounded px-1 py-2 font-semibold hover:bg-stone-100">
                        <CategoryIcon name={category.icon} />
                        <span className="flex-1">{category.name}</span>
                        <span aria-hidden="true" className="transition group-open:rotate-180">
                          ▾
                        </span>
                      </summary>
                      <CategoryLinks category={category} onChoose={close} />
                    </details>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label="Categorii" className="hidden desktop:block">
              <ul className="grid grid-cols-4 gap-6">
                {menu.categories.map((category) => (
                  <li key={category.id}>
                    <p className="mb-1 flex items-center gap-2 font-semibold">
                      <CategoryIcon name={category.icon} />
                      {category.name}
                    </p>
                    <CategoryLinks category={category} onChoose={close} />
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

function prefetch() {
  fetchCategoryMenu().catch(() => {});
}

type MenuState =
  | { state: "loading" | "failed"; categories: MenuCategory[] }
  | { state: "ready"; categories: MenuCategory[] };

/** The categories once the menu is open (asked again on each opening after a failure). */
function useCategoryMenu(open: boolean): MenuState {
  const [menu, setMenu] = useState<MenuState>({ state: "loading", categories: [] });
  useEffect(() => {
    if (!open) return;
    let current = true;
    fetchCategoryMenu().then(
      (categories) => current && setMenu({ state: "ready", categories }),
      () => current && setMenu({ state: "failed", categories: [] }),
    );
    return () => {
      current = false;
    };
  }, [open]);
  return menu;
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

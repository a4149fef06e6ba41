import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { DialogHeader } from "~/components/ui/dialog-header";
import {
  BLACK_FRIDAY_MENU_LOCK_BELOW_PX,
  SCROLL_LOCK_BELOW_PX,
  useModalDialog,
} from "~/components/ui/use-modal-dialog";
import { fetchCategoryMenu } from "~/features/catalogue/fetch-category-menu";
import type { MenuCategory } from "~/features/catalogue/types";

/**
 * The burger button and its menu: a mega-menu of categories from 1200 px, the "Categorii de
 * carte" popup with expandable sub-categories below (the footer links the categories for
 * browsers without JavaScript). The menu's content (category-menu-panel.tsx) and the categories
 * load as the pointer or the keyboard reaches the button, or on opening.
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
              sticky
            />
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
            {menu.state === "ready" ? (
              <menu.Panel categories={menu.categories} onChoose={close} />
            ) : null}
          </div>
        ) : null}
      </dialog>
    </>
  );
}

type PanelModule = typeof import("./category-menu-panel");

let panel: Promise<PanelModule> | null = null;

function loadPanel(): Promise<PanelModule> {
  panel ??= import("./category-menu-panel").catch((error: unknown) => {
    panel = null;
    throw error;
  });
  return panel;
}

/** The categories and the panel's code, both asked once (again after a failure). */
function loadMenu() {
  return Promise.all([fetchCategoryMenu(), loadPanel()]);
}

function prefetch() {
  loadMenu().catch(() => {});
}

type MenuState =
  | { state: "loading" | "failed" }
  | {
      state: "ready";
      categories: MenuCategory[];
      Panel: PanelModule["CategoryMenuPanel"];
    };

/** The categories once the menu is open (asked again on each opening after a failure). */
function useCategoryMenu(open: boolean): MenuState {
  const [menu, setMenu] = useState<MenuState>({ state: "loading" });
  useEffect(() => {
    if (!open) return;
    let current = true;
    loadMenu().then(
      ([categories, module]) =>
        current && setMenu({ state: "ready", categories, Panel: module.CategoryMenuPanel }),
      () => current && setMenu({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [open]);
  return menu;
}

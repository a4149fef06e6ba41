// Below the desktop width a list's filters live in a "Filtre" drawer, so the first books are on
// the first screen; from the desktop width they are the sidebar. The filters are rendered once:
// in the sidebar <aside>, or in the drawer while it is open. Without JavaScript the button is a
// link to the <aside>, which the :target rule shows above the results.

import { type ReactNode, useEffect } from "react";
import { DialogHeader } from "~/components/ui/dialog-header";
import { PageLink } from "~/components/ui/page-link";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useModalDialog } from "~/components/ui/use-modal-dialog";
import { plural } from "~/lib/plural";

const PANEL_ID = "filtre";
const TITLE_ID = "filtre-titlu";
const DIALOG_ID = "filtre-dialog";
/** Tailwind's `desktop` breakpoint (app.css: --breakpoint-desktop), where the sidebar returns. */
const DESKTOP_QUERY = "(min-width: 75rem)";

export type FiltersDrawer = ReturnType<typeof useModalDialog>;

/** "1 rezultat", "19 rezultate", "134 de rezultate". */
export function resultsLabel(total: number): string {
  return plural(total, { one: "rezultat", few: "rezultate", other: "de rezultate" });
}

/** "Filtre · 154 de rezultate", "Filtre (2) · 37 de rezultate". */
export function filtersButtonLabel(active: number, total: number): string {
  return `Filtre${active > 0 ? ` (${active})` : ""} · ${resultsLabel(total)}`;
}

/** The drawer's dialog; it closes itself when the window grows to the sidebar's width. */
export function useFiltersDrawer(): FiltersDrawer {
  const drawer = useModalDialog();
  const { close } = drawer;
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, [close]);
  return drawer;
}

const BUTTON_CLASS =
  "flex w-full items-center justify-center gap-2 rounded border border-stone-400 bg-white px-3 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-100 desktop:hidden";

/** Opens the drawer; before hydration (or without JavaScript) it jumps to the filters instead. */
export function FiltersButton({
  drawer,
  active,
  total,
}: {
  drawer: FiltersDrawer;
  active: number;
  total: number;
}) {
  const hydrated = useHydrated();
  const content = (
    <>
      <FunnelIcon />
      {filtersButtonLabel(active, total)}
    </>
  );
  if (!hydrated) {
    return (
      <a href={`#${PANEL_ID}`} className={BUTTON_CLASS}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={drawer.open}
      aria-controls={DIALOG_ID}
      onClick={drawer.show}
      className={BUTTON_CLASS}
    >
      {content}
    </button>
  );
}

/**
 * The sidebar and the drawer around the filters. The drawer stays open while filters are chosen
 * (each choice loads the list behind it); its last button shows the new count and closes it.
 */
export function FiltersPanel({
  drawer,
  total,
  clearHref,
  children,
}: {
  drawer: FiltersDrawer;
  total: number;
  /** The list without filters, when some are chosen. */
  clearHref: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <aside
        id={PANEL_ID}
        aria-label="Filtre"
        className="hidden text-sm target:block desktop:block"
      >
        {drawer.open ? null : children}
      </aside>
      <dialog
        ref={drawer.ref}
        id={DIALOG_ID}
        aria-labelledby={TITLE_ID}
        className="m-0 h-full max-h-none w-full max-w-sm bg-white p-0 backdrop:bg-black/40"
      >
        {drawer.open ? (
          <div className="flex min-h-full flex-col">
            <div className="border-b border-stone-200 px-4 py-2">
              <DialogHeader
                titleId={TITLE_ID}
                title="Filtre"
                closeLabel="Închide filtrele"
                onClose={drawer.close}
              />
            </div>
            <div className="flex-1 px-4 py-4 text-sm">{children}</div>
            <div className="sticky bottom-0 flex items-center gap-3 border-t border-stone-200 bg-white px-4 py-3">
              {clearHref ? (
                <PageLink to={clearHref} className="text-sm text-brand-700 underline">
                  Șterge filtrele
                </PageLink>
              ) : null}
              <button
                type="button"
                onClick={drawer.close}
                className="ml-auto rounded bg-brand-700 px-4 py-2 font-semibold text-white"
              >
                Vezi {resultsLabel(total)}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

function FunnelIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M3 5h18l-7 8v6l-4 2v-8z" />
    </svg>
  );
}

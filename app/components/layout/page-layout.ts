// Which layout a page gets (spec section 2, "Layouts"), from its routes' `handle`s:
// - default: header with menu, search, account, favourites and cart; trust strip; full footer;
//   add-to-cart popup; promo popups. `bareLayout` keeps only the logo and hides the trust strip
//   (/login, /resetare-parola, /lansari-lunare); checkout steps hide the trust strip and the
//   popups, and the first step the search and favourites. `quiet` pages (the account's) keep the
//   layout without the promo popups, which open on a scroll (a Tab moving down the page too) and
//   would take focus from the form being filled.
// - empty: the page alone (/loginIF, the login inside an iframe).
// - minimal: a logo-only header and a short footer, with the promo popups (the gala vote pages).
// - minimal-black: the same in black, without popups (the Black Friday landings).
import type { UIMatch } from "react-router";

export type LayoutName = "default" | "empty" | "minimal" | "minimal-black";

/** What a route's `handle` may say about the page around it. */
export interface LayoutHandle {
  bareLayout?: boolean;
  checkoutStep?: 1 | 2 | 3;
  quiet?: boolean;
  /** A module serving several pages decides by its match (its route id, its loader's data). */
  layout?: LayoutName | ((match: UIMatch) => LayoutName | undefined);
}

export interface PageLayout {
  name: LayoutName;
  bare: boolean;
  checkout: boolean;
  firstStep: boolean;
  /** No promo popups: checkout steps and quiet pages. */
  noPopups: boolean;
}

export function pageLayout(matches: UIMatch[]): PageLayout {
  let name: LayoutName = "default";
  let bare = false;
  let checkout = false;
  let firstStep = false;
  let quiet = false;
  // The deepest route that names a layout has the last word.
  for (const match of matches) {
    const handle = match.handle as LayoutHandle | undefined;
    if (!handle) continue;
    if (handle.bareLayout) bare = true;
    if (handle.checkoutStep !== undefined) checkout = true;
    if (handle.checkoutStep === 1) firstStep = true;
    if (handle.quiet) quiet = true;
    const named = typeof handle.layout === "function" ? handle.layout(match) : handle.layout;
    if (named) name = named;
  }
  return { name, bare, checkout, firstStep, noPopups: checkout || quiet };
}

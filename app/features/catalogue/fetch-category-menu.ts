// The burger menu's categories, asked of GET /api/categoryMenu (spec section 7) when the menu is
// about to open rather than sent with every page: the menu opens on a few page views, and the
// rest then carry 6 KB less of hydration data. One request per page load (a failure is retried);
// the browser and the server's shared cache keep the answer.
import type { MenuCategory } from "./types";

let pending: Promise<MenuCategory[]> | null = null;

export function fetchCategoryMenu(): Promise<MenuCategory[]> {
  pending ??= fetch("/api/categoryMenu")
    .then((response) => {
      if (!response.ok) throw new Error(`categoryMenu answered ${response.status}`);
      return response.json() as Promise<MenuCategory[]>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

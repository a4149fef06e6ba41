// Recently viewed (spec section 4): added only if absent, newest first, at most 20.
import type { RecentItem } from "~/lib/stored-items";

/** Spec section 9: the cap of the recently viewed list. */
export const RECENT_LIMIT = 20;

export function sortRecent(items: readonly RecentItem[]): RecentItem[] {
  const seen = new Set<number>();
  return [...items]
    .sort((a, b) => b.dateAddedToRecent - a.dateAddedToRecent)
    .filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    })
    .slice(0, RECENT_LIMIT);
}

/** A visit adds the book unless it is already listed (the spec keeps its first visit's place). */
export function addRecent(items: readonly RecentItem[], item: RecentItem): RecentItem[] {
  if (items.some((existing) => existing.id === item.id)) return sortRecent(items);
  return sortRecent([...items, { ...item, ammount: 1 }]);
}

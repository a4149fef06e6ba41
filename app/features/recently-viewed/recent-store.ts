// Recently viewed books under the spec's `Recent` key.
import { createStoredList, useStoredList } from "~/lib/browser-storage";
import { type RecentItem, recentItemSchema } from "~/lib/stored-items";
import { addRecent, sortRecent } from "./recent-items";

export const recentList = createStoredList<RecentItem>({
  key: "Recent",
  item: recentItemSchema,
  normalise: sortRecent,
});

export function useRecentlyViewed(): RecentItem[] {
  return useStoredList(recentList);
}

export function rememberVisit(item: RecentItem): void {
  recentList.update((items) => addRecent(items, item));
}

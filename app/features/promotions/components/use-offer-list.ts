// The list a popup offers (WOW books, day offers), fetched once it mounts. Mounting is its first
// showing, so its first-time cookie is set then (once per 6 hours); an empty or failed list ends
// the popup at once (spec: the WOW popup is enabled only when its list is non-empty).
import { useEffect, useState } from "react";
import { setCookie } from "./campaign-cookies";
import { FIRST_TIME_MAX_AGE_S } from "./widget-constants";

export function useOfferList<T>(
  load: () => Promise<T[]>,
  firstTimeCookie: string,
  onEmpty: () => void,
): T[] | null {
  const [offers, setOffers] = useState<T[] | null>(null);
  useEffect(() => {
    setCookie(firstTimeCookie, "1", FIRST_TIME_MAX_AGE_S);
    let live = true;
    load()
      .then((list) => live && setOffers(list))
      .catch(() => live && setOffers([]));
    return () => {
      live = false;
    };
  }, [load, firstTimeCookie]);
  useEffect(() => {
    if (offers?.length === 0) onEmpty();
  }, [offers, onEmpty]);
  return offers;
}

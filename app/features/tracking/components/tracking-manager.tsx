// Everything the shop tracks in the browser, mounted by TrackingHost and acting only on
// the visitor's consent: before a choice, or after a refusal, it sets no cookie, loads no tracker
// and makes no tracking call. With consent it keeps the landing address's click ids (marketing),
// loads the configured trackers of the accepted categories, and reports page views (every load
// and route change) and adds to cart, to the trackers and, with marketing, to the conversion
// calls. Withdrawing marketing deletes the click cookies; a tracker already loaded cannot be
// unloaded, so withdrawing its category reloads the page without it.
import { useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { consentAllows, useConsentState } from "~/features/consent/consent-store";
import { onAddedToCart } from "~/lib/cart-events";
import {
  loadedCategories,
  loadTracker,
  parseTrackers,
  trackAddToCart,
  trackPageView,
} from "../browser-trackers";
import { clearClickIds, storeClickIds } from "../click-ids";
import { privatePrefix } from "../source-url";
import { newEventId, sendConversion } from "../tracking-client";

/** `landingSearch`: the query of the address the visit started on (kept by TrackingHost, which
 * loads with the page): its click ids count even if consent comes pages later. */
export function TrackingManager({ landingSearch }: { landingSearch: string }) {
  const state = useConsentState();
  const analytics = consentAllows(state, "analytics");
  const marketing = consentAllows(state, "marketing");
  const trackers = useMemo(() => parseTrackers(state.config?.trackers), [state.config]);
  const location = useLocation();
  const allowed = useRef({ analytics, marketing });
  allowed.current = { analytics, marketing };

  // Marketing given: the click ids of the landing address. Refused, withdrawn, or given under
  // an older policy: their cookies go.
  const decided = state.consent === null || (state.consent !== undefined && state.config !== null);
  useEffect(() => {
    if (marketing) storeClickIds(landingSearch);
    else if (decided) clearClickIds();
  }, [marketing, decided, landingSearch]);

  useEffect(() => {
    const withdrawn = [...loadedCategories()].some((category) =>
      category === "analytics" ? !analytics : !marketing,
    );
    if (withdrawn) {
      window.location.reload();
      return;
    }
    for (const tracker of trackers) {
      if (tracker.category === "analytics" ? analytics : marketing) loadTracker(tracker);
    }
  }, [trackers, analytics, marketing]);

  // One page view per location (a load, a route change), once something may hear it; the
  // visitor's own pages (account, checkout, orders) are not reported.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!analytics && !marketing) return;
    if (reported.current === location.key) return;
    reported.current = location.key;
    if (privatePrefix(location.pathname)) return;
    const eventId = newEventId();
    trackPageView(eventId);
    if (marketing) sendConversion("addPVEvt", { eventId });
  }, [location.key, location.pathname, analytics, marketing]);

  useEffect(
    () =>
      onAddedToCart(({ productId, price, replacement }) => {
        const now = allowed.current;
        if (!now.analytics && !now.marketing) return;
        const eventId = newEventId();
        trackAddToCart(eventId, productId, price);
        if (now.marketing) {
          sendConversion(replacement ? "addATCReplaceEvt" : "addATCEvt", {
            eventId,
            value: price,
            productId,
          });
        }
      }),
    [],
  );

  return null;
}

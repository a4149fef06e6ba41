// What every page ships of tracking: the consent check. The manager (trackers, click ids, page
// views, conversion calls) is fetched only when it has something to do: the visitor allowed
// analytics or marketing, or click-id cookies from an earlier consent must be deleted. A visitor
// who has not chosen, or refused, loads none of it.
import { type ComponentType, useEffect, useState } from "react";
import { consentAllows, useConsentState } from "~/features/consent/consent-store";
import { TRACKING_COOKIES } from "../click-ids";

const CLICK_ID_COOKIE = new RegExp(`(?:^|;\\s*)(?:${Object.values(TRACKING_COOKIES).join("|")})=`);

/** The address the visit started on, read when the page loads (the manager may load pages later). */
const LANDING_SEARCH = typeof window === "undefined" ? "" : window.location.search;

type Manager = ComponentType<{ landingSearch: string }>;

export function TrackingHost() {
  const state = useConsentState();
  const [Manager, setManager] = useState<Manager | null>(null);
  const needed =
    consentAllows(state, "analytics") ||
    consentAllows(state, "marketing") ||
    (state.consent !== undefined && CLICK_ID_COOKIE.test(document.cookie));

  useEffect(() => {
    if (!needed || Manager) return;
    let current = true;
    import("./tracking-manager").then(
      (module) => current && setManager(() => module.TrackingManager),
      (error: unknown) => console.warn("tracking failed to load", error),
    );
    return () => {
      current = false;
    };
  }, [needed, Manager]);

  return Manager ? <Manager landingSearch={LANDING_SEARCH} /> : null;
}

// The browser's side of the spec's conversion calls (section 7): POST /api/facebook/addPVEvt on
// every page load and route change, /addATCEvt when the cart adds, /addATCReplaceEvt when a
// replacement pack is chosen. Sent only with marketing consent (the caller checks; the server
// checks again). Failures are ignored (spec section 8).
import { TRACKING_COOKIES } from "./click-ids";
import { reportedUrl } from "./source-url";

export type ConversionCall = "addPVEvt" | "addATCEvt" | "addATCReplaceEvt";

/** Set by the Meta pixel's own script, when an operator configured it. */
const META_BROWSER_ID = "_fbp";

function cookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The logged-in shopper's address, under the login's `email` key (spec section 3). */
function shopperEmail(): string | null {
  try {
    return window.localStorage.getItem("email") || null;
  } catch {
    return null;
  }
}

/** 22 random characters: the id the browser pixel and the server event share (deduplication). */
export function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function sendConversion(
  call: ConversionCall,
  event: { eventId: string; value?: number; productId?: number },
): void {
  const body: Record<string, unknown> = {
    fbc: cookie(TRACKING_COOKIES.facebook),
    fbp: cookie(META_BROWSER_ID),
    event_name: call === "addPVEvt" ? "PageView" : "AddToCart",
    event_source_url: reportedUrl(window.location.href),
    event_id: event.eventId,
  };
  const email = shopperEmail();
  if (email) body.user_email = email;
  if (call !== "addPVEvt") {
    body.value = event.value;
    body.product_id = event.productId;
  }
  fetch(`/api/facebook/${call}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    // A page view sent just before the shopper leaves still arrives.
    keepalive: true,
  }).catch(() => {});
}

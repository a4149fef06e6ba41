// Loads the configured browser trackers (GET /api/consent's `trackers`) once the visitor consents
// to their category, and hands them the page views and adds to cart. The queue stubs the vendors'
// snippets would set up inline are set up here instead (the CSP allows no inline script): the
// tracker's script, once loaded, works through what was queued. Events carry the same event id
// as the conversion call, so a platform counts an event once.
import * as z from "zod/mini";
import { reportedUrl } from "./source-url";
import type { PublicTracker } from "./tracker-config";

const trackerSchema = z.object({
  name: z.string(),
  kind: z.enum(["gtm", "gtag", "meta-pixel", "script"]),
  category: z.enum(["analytics", "marketing"]),
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  scriptUrl: z.string().check(z.regex(/^https:\/\/[^\s"'<>]+$/)),
});

/** The valid trackers of the config; anything malformed is left out. */
export function parseTrackers(raw: unknown): PublicTracker[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = trackerSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
type TrackerWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: Queue;
  _fbq?: Queue;
};

const loaded: PublicTracker[] = [];

/** Loads a tracker once per page load. */
export function loadTracker(tracker: PublicTracker): void {
  if (loaded.some((other) => other.scriptUrl === tracker.scriptUrl && other.id === tracker.id)) {
    return;
  }
  const w = window as TrackerWindow;
  if (tracker.kind === "gtm" || tracker.kind === "gtag") w.dataLayer ??= [];
  if (tracker.kind === "gtm") w.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
  if (tracker.kind === "gtag") {
    w.gtag ??= function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag's queue entries are arguments objects
      w.dataLayer?.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", tracker.id, { send_page_view: false });
  }
  if (tracker.kind === "meta-pixel") {
    if (!w.fbq) {
      const queue: unknown[] = [];
      const fbq = ((...args: unknown[]) => {
        if (typeof fbq.callMethod === "function") fbq.callMethod(...args);
        else queue.push(args);
      }) as Queue;
      Object.assign(fbq, { push: fbq, loaded: true, version: "2.0", queue });
      w.fbq = fbq;
      w._fbq ??= fbq;
    }
    w.fbq("init", tracker.id);
  }
  const script = document.createElement("script");
  script.async = true;
  script.src = tracker.scriptUrl;
  document.head.append(script);
  loaded.push(tracker);
}

/** The categories of the trackers this page has loaded (they cannot be unloaded). */
export function loadedCategories(): Set<PublicTracker["category"]> {
  return new Set(loaded.map((tracker) => tracker.category));
}

/** Tag managers share one data layer: an event goes into it once, however many containers. */
function hasTagManager(): boolean {
  return loaded.some((tracker) => tracker.kind === "gtm");
}

export function trackPageView(eventId: string): void {
  const w = window as TrackerWindow;
  const page = reportedUrl(location.href);
  if (hasTagManager()) w.dataLayer?.push({ event: "page_view", page_location: page });
  for (const tracker of loaded) {
    if (tracker.kind === "gtag") {
      w.gtag?.("event", "page_view", { page_location: page, send_to: tracker.id });
    }
    if (tracker.kind === "meta-pixel")
      w.fbq?.("trackSingle", tracker.id, "PageView", {}, { eventID: eventId });
  }
}

/** `value` in bani; the platforms get lei and RON (spec section 7). */
export function trackAddToCart(eventId: string, productId: number, value: number): void {
  const w = window as TrackerWindow;
  const lei = value / 100;
  const item = { item_id: String(productId), price: lei, quantity: 1 };
  if (hasTagManager()) {
    // The previous event's ecommerce object is cleared first, as tag managers expect.
    w.dataLayer?.push({ ecommerce: null });
    w.dataLayer?.push({
      event: "add_to_cart",
      ecommerce: { currency: "RON", value: lei, items: [item] },
    });
  }
  for (const tracker of loaded) {
    if (tracker.kind === "gtag") {
      w.gtag?.("event", "add_to_cart", {
        currency: "RON",
        value: lei,
        items: [item],
        send_to: tracker.id,
      });
    }
    if (tracker.kind === "meta-pixel") {
      w.fbq?.(
        "trackSingle",
        tracker.id,
        "AddToCart",
        { value: lei, currency: "RON", content_ids: [String(productId)], content_type: "product" },
        { eventID: eventId },
      );
    }
  }
}

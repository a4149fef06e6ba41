// The trackers' loader in a stand-in browser: each script loads once, the vendors' queues are set
// up before their scripts arrive, and page views and adds reach them with the shared event id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loadedCategories,
  loadTracker,
  parseTrackers,
  trackAddToCart,
  trackPageView,
} from "./browser-trackers";

const appended: { src: string; async: boolean }[] = [];
const fakeWindow: Record<string, unknown> = {};

beforeAll(() => {
  Object.assign(globalThis, {
    window: fakeWindow,
    location: { href: "https://coperta.ro/carte/ion" },
    document: {
      createElement: () => ({ src: "", async: false }),
      head: { append: (script: { src: string; async: boolean }) => appended.push(script) },
    },
  });
});
afterAll(() => {
  for (const name of ["window", "location", "document"]) Reflect.deleteProperty(globalThis, name);
});

const gtm = {
  name: "Tag Manager",
  kind: "gtm",
  category: "analytics",
  id: "GTM-AB12",
  scriptUrl: "https://www.googletagmanager.com/gtm.js?id=GTM-AB12",
} as const;
const pixel = {
  name: "Meta Pixel",
  kind: "meta-pixel",
  category: "marketing",
  id: "1234567890",
  scriptUrl: "https://connect.facebook.net/en_US/fbevents.js",
} as const;

describe("the browser trackers", () => {
  it("keeps only well-formed trackers from the config", () => {
    expect(parseTrackers(null)).toEqual([]);
    expect(
      parseTrackers([
        gtm,
        { ...pixel, scriptUrl: "http://connect.facebook.net/fbevents.js" },
        { ...pixel, scriptUrl: 'https://x.ro/"><script>' },
        { ...pixel, kind: "pixel-nou" },
      ]),
    ).toEqual([gtm]);
  });

  it("loads each once, with its queue ready, and hands it page views and adds", () => {
    loadTracker(gtm);
    loadTracker(pixel);
    loadTracker(gtm);
    expect(appended.map((script) => [script.src, script.async])).toEqual([
      [gtm.scriptUrl, true],
      [pixel.scriptUrl, true],
    ]);
    expect([...loadedCategories()].sort()).toEqual(["analytics", "marketing"]);
    trackPageView("evt-page-0123456789");
    trackAddToCart("evt-cart-0123456789", 42, 4999);
    expect(fakeWindow.dataLayer).toEqual([
      { "gtm.start": expect.any(Number), event: "gtm.js" },
      { event: "page_view", page_location: "https://coperta.ro/carte/ion" },
      { ecommerce: null },
      {
        event: "add_to_cart",
        ecommerce: {
          currency: "RON",
          value: 49.99,
          items: [{ item_id: "42", price: 49.99, quantity: 1 }],
        },
      },
    ]);
    // Queued for fbevents.js, which works through them once it loads.
    const fbq = fakeWindow.fbq as { queue: unknown[] };
    expect(fbq.queue).toEqual([
      ["init", "1234567890"],
      ["trackSingle", "1234567890", "PageView", {}, { eventID: "evt-page-0123456789" }],
      [
        "trackSingle",
        "1234567890",
        "AddToCart",
        { value: 49.99, currency: "RON", content_ids: ["42"], content_type: "product" },
        { eventID: "evt-cart-0123456789" },
      ],
    ]);
  });
});

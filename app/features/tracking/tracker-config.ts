// The shape of a browser tracker as the browser receives it (GET /api/consent), shared by the
// server that builds it and the browser code that loads it.

export type TrackerKind = "gtm" | "gtag" | "meta-pixel" | "script";

export interface PublicTracker {
  name: string;
  /** How the shop talks to it: a tag manager's data layer, gtag, the Meta pixel, or nothing. */
  kind: TrackerKind;
  category: "analytics" | "marketing";
  id: string;
  /** https, with the id filled in. */
  scriptUrl: string;
}

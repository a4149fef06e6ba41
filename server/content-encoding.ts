// One negotiation of the response's content encoding per request, shared by the response cache
// (its key) and the compression middleware (what it produces): both must agree, or a cache keyed
// by one reading of Accept-Encoding would replay bytes another reading chose.
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

/** What the server sends, best first (compression's own preference: br, then gzip). */
export const ENCODINGS = ["br", "gzip", "identity"] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/** Browsers send a handful of spellings: each is negotiated once (bounded, so made-up ones churn). */
const negotiated = new LRUCache<string, ContentEncoding>({ max: 256 });

export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const key = acceptEncoding ?? "";
  let encoding = negotiated.get(key);
  if (!encoding) {
    encoding = negotiate(acceptEncoding);
    negotiated.set(key, encoding);
  }
  return encoding;
}

function negotiate(acceptEncoding: string | undefined): ContentEncoding {
  const negotiator = new Negotiator({
    headers: { "accept-encoding": acceptEncoding ?? "identity" },
  });
  // negotiator 1.x takes the server's preference among equal q-values as an option (its types
  // lag behind).
  const chosen = (negotiator.encoding as (available: string[], options: object) => string)(
    [...ENCODINGS],
    { preferred: ["br", "gzip"] },
  );
  // Nothing acceptable (e.g. `identity;q=0` alone): the body goes as it is, like compression does.
  return (chosen as ContentEncoding | undefined) ?? "identity";
}

/**
 * Replaces the request's Accept-Encoding by the negotiated token, so that the compression
 * middleware can only choose it, and the cache keys by one of three values however many ways
 * clients spell their preferences.
 */
export function normaliseAcceptEncoding(): RequestHandler {
  return (req, _res, next) => {
    req.headers["accept-encoding"] = negotiateEncoding(req.headers["accept-encoding"]);
    next();
  };
}

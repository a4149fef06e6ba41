// One negotiation of the response's content encoding per request, shared by the response cache
// (its key), the compression middleware and the page renderer (what they produce): all must
// agree, or a cache keyed by one reading of Accept-Encoding would replay bytes another reading
// chose. The negotiation itself is app/lib/compression.server.ts.
import type { RequestHandler } from "express";
import { negotiateEncoding } from "../app/lib/compression.server";

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

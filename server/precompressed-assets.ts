// Serves the hashed client assets that have precompressed siblings (server/precompress.ts): the
// `.br` or `.gz` file for the negotiated encoding, or the file itself, with `Vary: Accept-Encoding`
// and a year of immutable caching. Mounted before the response cache and the compression
// middleware, so these bytes are neither kept in memory nor compressed a second time. Anything
// else under /assets (images, fonts, tiny files) falls through to express.static.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { type ContentEncoding, negotiateEncoding } from "../app/lib/compression.server";
import { COMPRESSIBLE, SIBLING_EXTENSIONS } from "./precompress";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Only names a hashed flat folder holds: no separators, so no way out of it. */
const ASSET_NAME = /^\/([\w.-]+)$/;

/** The encodings each file has on disk besides itself, read once (a build never changes). */
function indexSiblings(dir: string): Map<string, Set<ContentEncoding>> {
  const index = new Map<string, Set<ContentEncoding>>();
  if (!existsSync(dir)) return index;
  const names = new Set(readdirSync(dir));
  for (const name of names) {
    if (!COMPRESSIBLE.test(name)) continue;
    const encodings = new Set<ContentEncoding>(["identity"]);
    for (const [encoding, extension] of Object.entries(SIBLING_EXTENSIONS)) {
      if (names.has(name + extension)) encodings.add(encoding as ContentEncoding);
    }
    if (encodings.size > 1) index.set(name, encodings);
  }
  return index;
}

export function precompressedAssets(dir: string): RequestHandler {
  const siblings = indexSiblings(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = ASSET_NAME.exec(req.path)?.[1];
    const available = name ? siblings.get(name) : undefined;
    if (!name || !available) return next();
    const wanted = negotiateEncoding(req.headers["accept-encoding"]);
    const encoding = available.has(wanted) ? wanted : "identity";
    res.vary("Accept-Encoding");
    res.type(path.extname(name));
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    const file = encoding === "identity" ? name : name + SIBLING_EXTENSIONS[encoding];
    // send() computes the ETag from the file it sends, so each encoding has its own, and answers
    // 304 to a matching If-None-Match. No ranges: they would cut the compressed bytes.
    res.sendFile(
      file,
      { root: dir, maxAge: YEAR_MS, immutable: true, acceptRanges: false, dotfiles: "deny" },
      (error?: Error & { code?: string }) => {
        if (!error) return;
        if (res.headersSent) return void res.end();
        // Removed since the start (a half-copied build): let the next handlers answer.
        res.removeHeader("Content-Encoding");
        res.removeHeader("Content-Type");
        next(error.code === "ENOENT" ? undefined : error);
      },
    );
  };
}

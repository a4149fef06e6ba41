// The Content-Security-Policy of every answer. Pages allow exactly the inline scripts the
// application emitted, by hash: the same page always carries the same header, so it can be cached
// and revalidated with an ETag (a per-request nonce would change the page on every request).
import { createHash, randomBytes } from "node:crypto";

export function contentSecurityPolicy({
  scriptHashes = [],
  development = false,
  trackerOrigins = [],
}: {
  scriptHashes?: string[];
  development?: boolean;
  /**
   * The origins of the browser trackers an operator configured (setting `tracking.trackers`):
   * their scripts load, and send, only from there. The same for every visitor, whatever they
   * consented to (the browser loads a tracker only with consent), so a page's policy never
   * depends on who asked for it and the page can be shared by the response cache.
   */
  trackerOrigins?: readonly string[];
}): string {
  const scripts = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", [...scripts, ...trackerOrigins]],
    // No inline styles at all: components size and colour things with classes, attributes and
    // SVG presentation attributes (Vite injects styles in development only).
    ["style-src", development ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    ["img-src", ["'self'", "data:", ...trackerOrigins]],
    ["font-src", ["'self'"]],
    ["connect-src", [...(development ? ["'self'", "ws:"] : ["'self'"]), ...trackerOrigins]],
    ["frame-ancestors", ["'self'"]],
    ["form-action", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/**
 * A mark for the inline scripts the application itself renders (React Router's hydration data,
 * module loader and scroll restoration, through their `nonce` props). It is random per render,
 * so text that reached the page from data cannot carry it; it is taken off the HTML once the
 * scripts are hashed, so the page stays the same from render to render.
 */
export function appScriptMark(): string {
  return randomBytes(18).toString("base64url");
}

const SCRIPT_START = Buffer.from("<script");
const MODULE_PRELOAD_START = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');
const SCRIPT_END = Buffer.from("</script>");
const TAG_START = "<".charCodeAt(0);
const TAG_END = ">".charCodeAt(0);

/**
 * The rendered HTML without the mark, and the SHA-256 (base64) of every inline script that
 * carried it: an inline script without the mark is not the application's and stays forbidden.
 * Works on the bytes as rendered (CSP hashes are of the script's UTF-8 text), so the page is
 * never decoded to a string and encoded again.
 *
 * The application's module preloads leave with `fetchpriority="low"`: React Router writes them
 * before the stylesheet, and at their default high priority the scripts (140 KB or so, only
 * needed to hydrate a page already readable) took a slow connection from the stylesheet and the
 * first covers. At low priority the browser fetches what paints first, then the scripts.
 */
export function hashAppScripts(html: Uint8Array, mark: string): { html: Buffer; hashes: string[] } {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const attribute = Buffer.from(` nonce="${mark}"`);
  const hashes = new Set<string>();
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(attribute); at !== -1; at = bytes.indexOf(attribute, from)) {
    kept.push(bytes.subarray(from, at));
    from = at + attribute.length;
    // The mark is random, so only the application's own tags carry it: its scripts, and the
    // module-preload and stylesheet links React Router marks too, which need no hash.
    const tag = bytes.lastIndexOf(TAG_START, at);
    if (startsWith(bytes, tag, MODULE_PRELOAD_START)) kept.push(LOW_PRIORITY);
    if (!startsWith(bytes, tag, SCRIPT_START)) continue;
    const open = bytes.indexOf(TAG_END, from);
    const close = open === -1 ? -1 : bytes.indexOf(SCRIPT_END, open);
    if (close > open + 1) {
      const body = bytes.subarray(open + 1, close);
      hashes.add(createHash("sha256").update(body).digest("base64"));
    }
  }
  kept.push(bytes.subarray(from));
  return { html: Buffer.concat(kept), hashes: [...hashes] };
}

const startsWith = (bytes: Buffer, at: number, prefix: Buffer) =>
  bytes.subarray(at, at + prefix.length).equals(prefix);

/** A strong validator of a body: equal bodies, equal tags. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * The validator of an answer that goes out compressed or not (br, gzip, identity, one tag for
 * all): weak, since a strong tag must differ between encodings (RFC 9110 8.8.3) and the tag is of
 * the uncompressed body. If-None-Match compares weakly, so revalidation answers 304 as before.
 */
export function encodedEtagOf(body: string | Uint8Array): string {
  return `W/${etagOf(body)}`;
}

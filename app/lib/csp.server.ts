// The Content-Security-Policy of every answer. Pages allow exactly the inline scripts the
// application emitted, by hash: the same page always carries the same header, so it can be cached
// and revalidated with an ETag (a per-request nonce would change the page on every request).
import { createHash, randomBytes } from "node:crypto";

export function contentSecurityPolicy({
  scriptHashes = [],
  development = false,
}: {
  scriptHashes?: string[];
  development?: boolean;
}): string {
  const scripts = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", scripts],
    // No inline styles at all: components size and colour things with classes, attributes and
    // SVG presentation attributes (Vite injects styles in development only).
    ["style-src", development ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", development ? ["'self'", "ws:"] : ["'self'"]],
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

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The HTML without the mark, and the SHA-256 (base64) of every inline script that carried it:
 * an inline script without the mark is not the application's and stays forbidden.
 */
export function hashAppScripts(html: string, mark: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${mark}"`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = "", body = ""] = match;
    if (body && attributes.includes(attribute)) {
      hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
    }
  }
  return { html: html.replaceAll(attribute, ""), hashes: [...hashes] };
}

/** A strong validator of a body: equal bodies, equal tags. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

// The Content-Security-Policy of every answer. Pages allow exactly the inline scripts they
// contain, by hash: the same page always carries the same header, so it can be cached and
// revalidated with an ETag (a per-request nonce would change the page on every request).
import { createHash } from "node:crypto";

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
    ["style-src", ["'self'", "'unsafe-inline'"]],
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

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** SHA-256 (base64) of the text of every inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body) hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}

/** A strong validator of a body: equal bodies, equal tags. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether the request's If-None-Match names this ETag. */
export function isFresh(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

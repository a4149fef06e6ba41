// Conditional requests (If-None-Match, If-Modified-Since) read by the `fresh` module, as Express
// reads them: weak and strong tags alike, lists of tags, `*`, and a request's `no-cache`.
import fresh from "fresh";

/** Whether `request` already holds the representation these validators describe (answer 304). */
export function isNotModified(
  request: Request,
  validators: { etag?: string | null; lastModified?: string | null },
): boolean {
  const responseHeaders: Record<string, string> = {};
  if (validators.etag) responseHeaders.etag = validators.etag;
  if (validators.lastModified) responseHeaders["last-modified"] = validators.lastModified;
  return fresh(Object.fromEntries(request.headers), responseHeaders);
}

// How the sitemaps and robots.txt go out: cacheable for an hour, with an ETag.
import { isNotModified } from "../../lib/conditional.server";
import { encodedEtagOf } from "../../lib/csp.server";

export const XML_CACHE_CONTROL = "public, max-age=3600";

/** A cacheable text answer with an ETag; a matching If-None-Match gets 304. */
export function cachedText(
  request: Request,
  body: string,
  contentType = "application/xml; charset=utf-8",
): Response {
  const etag = encodedEtagOf(body);
  const headers = { "Content-Type": contentType, "Cache-Control": XML_CACHE_CONTROL, ETag: etag };
  if (isNotModified(request, { etag })) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

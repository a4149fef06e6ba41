// JSON answers of the API: errors as { error: { code, message } } with a 4xx status, and
// cacheable answers with an ETag (a conditional request gets 304).
import { isNotModified } from "./conditional.server";
import { encodedEtagOf } from "./csp.server";

export function apiError(status: number, code: string, message: string): Response {
  return Response.json(
    { error: { code, message } },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

/** 405 in the API's error shape, with the `Allow` header HTTP asks of it ("POST", "GET, HEAD"). */
export function methodNotAllowed(allow: string, message: string): Response {
  const response = apiError(405, "method_not_allowed", message);
  response.headers.set("Allow", allow);
  return response;
}

/** A JSON body with its ETag, ready to be sent many times (see suggestAnswer). */
export interface PreparedJson {
  body: string;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = JSON.stringify(value);
  return { body, etag: encodedEtagOf(body) };
}

export async function cachedJson(
  request: Request,
  value: unknown,
  cacheControl = "public, max-age=60",
): Promise<Response> {
  return preparedJsonResponse(request, prepareJson(value), cacheControl);
}

export async function preparedJsonResponse(
  request: Request,
  { body, etag }: PreparedJson,
  cacheControl = "public, max-age=60",
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers = new Headers({
    ...extraHeaders,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": cacheControl,
    ETag: etag,
  });
  if (isNotModified(request, { etag })) return new Response(null, { status: 304, headers });
  // A known length tells the compression middleware whether the body is worth compressing.
  headers.set("Content-Length", String(Buffer.byteLength(body)));
  return new Response(body, { headers });
}

// JSON answers of the API: errors as { error: { code, message } } with a 4xx status, and
// cacheable answers with an ETag (a conditional request gets 304).
import { negotiatedBody } from "./compressed-body.server";
import { etagOf, isFresh } from "./csp.server";

export function apiError(status: number, code: string, message: string): Response {
  return Response.json(
    { error: { code, message } },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

/** A JSON body with its ETag, ready to be sent many times (see suggestAnswer). */
export interface PreparedJson {
  body: string;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = JSON.stringify(value);
  return { body, etag: etagOf(body) };
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
  if (isFresh(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(await negotiatedBody(request, body, etag, headers), { headers });
}

/** Reads a JSON body, or answers 400 (as a thrown Response) when it is not JSON. */
export async function readJson(request: Request, maxBytes = 64 * 1024): Promise<unknown> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > maxBytes) throw apiError(413, "payload_too_large", "Cererea este prea mare.");
  const text = await request.text();
  if (text.length > maxBytes) throw apiError(413, "payload_too_large", "Cererea este prea mare.");
  try {
    return JSON.parse(text);
  } catch {
    throw apiError(400, "invalid_json", "Corpul cererii nu este JSON valid.");
  }
}

// Compressed copies of answers that repeat. Cached pages and API answers carry an ETag that is a
// hash of their body, so the same ETag means the same bytes: compressing once per body and
// encoding, instead of on every request, takes gzip off the hot path (it was the largest single
// cost of a cached answer). The Express compression middleware leaves an answer that already has
// a Content-Encoding alone. Only a cache, bounded, per instance.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = "br" | "gzip";

/** Below this, compressing saves too little to be worth a header. */
export const MIN_COMPRESSED_BYTES = 1024;
const CACHE_BYTES = 64 * 1024 * 1024;

const cache = new Map<string, Uint8Array<ArrayBuffer>>();
let cachedBytes = 0;

/** The best encoding the client accepts (q-values honoured; br preferred), or null. */
export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => quality.get(name) ?? quality.get("*") ?? 0;
  if (of("br") > 0 && of("br") >= of("gzip")) return "br";
  if (of("gzip") > 0) return "gzip";
  return null;
}

async function compress(body: string, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * The body to send for `request`: compressed (and `headers` told so) when the client accepts it
 * and the body is large enough, else the text itself.
 */
export async function negotiatedBody(
  request: Request,
  body: string,
  etag: string,
  headers: Headers,
): Promise<string | Uint8Array<ArrayBuffer>> {
  headers.append("Vary", "Accept-Encoding");
  const encoding = preferredEncoding(request.headers.get("Accept-Encoding"));
  if (!encoding || body.length < MIN_COMPRESSED_BYTES) {
    // A known length also tells the compression middleware the body is below its threshold
    // (without it, the middleware gzips even a 60-byte answer).
    headers.set("Content-Length", String(Buffer.byteLength(body)));
    return body;
  }
  const key = `${encoding}:${etag}`;
  let compressed = cache.get(key);
  if (compressed) {
    // Most recently used last, so the oldest goes first.
    cache.delete(key);
    cache.set(key, compressed);
  } else {
    // A plain ArrayBuffer-backed copy, which is what a Response body accepts.
    compressed = new Uint8Array(await compress(body, encoding));
    cache.set(key, compressed);
    cachedBytes += compressed.byteLength;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      cache.delete(oldKey);
      cachedBytes -= old.byteLength;
    }
  }
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(compressed.byteLength));
  return compressed;
}

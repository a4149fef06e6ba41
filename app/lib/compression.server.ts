// How answers are compressed: one negotiation of the encoding per request, and one set of levels.
// The compression middleware (server/app.ts) streams what the API and the routes send; pages are
// whole once rendered and are compressed here as one job (docs/decisions/0004).
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import vary from "vary";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What the server sends, best first (compression's own preference: br, then gzip). */
const ENCODINGS = ["br", "gzip", "identity"] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/**
 * Level 3 of each: a page compresses twice as fast as at the defaults (gzip 6, brotli 4) for
 * 5-10 % more bytes (a 110 KB list page: gzip 23 KB in 0.5 ms instead of 21 KB in 1.1 ms). A
 * miss pays this once; the response cache replays the bytes.
 */
export const GZIP_LEVEL = 3;
export const BROTLI_QUALITY = 3;
/** Smaller bodies go as they are (the compression middleware's default threshold). */
export const COMPRESSION_THRESHOLD = 1024;

/** Browsers send a handful of spellings: each is negotiated once (bounded, so made-up ones churn). */
const negotiated = new LRUCache<string, ContentEncoding>({ max: 256 });

export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentEncoding {
  const key = acceptEncoding ?? "";
  let encoding = negotiated.get(key);
  if (!encoding) {
    encoding = negotiate(acceptEncoding ?? undefined);
    negotiated.set(key, encoding);
  }
  return encoding;
}

function negotiate(acceptEncoding: string | undefined): ContentEncoding {
  const negotiator = new Negotiator({
    headers: { "accept-encoding": acceptEncoding ?? "identity" },
  });
  // negotiator 1.x takes the server's preference among equal q-values as an option (its types
  // lag behind).
  const chosen = (negotiator.encoding as (available: string[], options: object) => string)(
    [...ENCODINGS],
    { preferred: ["br", "gzip"] },
  );
  // Nothing acceptable (e.g. `identity;q=0` alone): the body goes as it is, like compression does.
  return (chosen as ContentEncoding | undefined) ?? "identity";
}

/**
 * zlib's output buffer for a whole body: a 130 KB list page compresses to about 20 KB, so one
 * round of the thread pool holds its bytes and a second, empty one ends the stream (gzip() and
 * brotliCompress() always end that way); zlib's default, 16 KB, took two rounds and a third to
 * finish. A larger body takes more rounds and is compressed all the same.
 */
export const WHOLE_BODY_CHUNK = 64 * 1024;

/**
 * A whole body in the encoding the request negotiated, with the headers that describe it
 * (Content-Encoding, Content-Length, Vary) set on `headers`.
 *
 * One job for zlib's thread pool rather than the compression middleware's stream: the stream
 * hands a page over in rounds, and each round's callback waits in the event loop behind every
 * page the server started rendering meanwhile, so under load a finished page waited several times
 * for its last bytes (docs/decisions/0004).
 */
export async function encodeWhole(
  body: Buffer,
  request: Request,
  headers: Headers,
): Promise<Buffer> {
  headers.set("Vary", vary.append(headers.get("Vary") ?? "", "Accept-Encoding"));
  const encoding = negotiateEncoding(request.headers.get("Accept-Encoding"));
  const encoded = await compressWhole(body, encoding);
  if (encoded !== body) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(encoded.length));
  return encoded;
}

/** The body compressed in `encoding`, or the body itself (identity, or too small to gain). */
async function compressWhole(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === "identity" || body.length < COMPRESSION_THRESHOLD) return body;
  if (encoding === "gzip") {
    return gzipAsync(body, { level: GZIP_LEVEL, chunkSize: WHOLE_BODY_CHUNK });
  }
  return brotliAsync(body, {
    chunkSize: WHOLE_BODY_CHUNK,
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

// A shared HTTP cache inside each instance, in front of the pages and the JSON API: what a CDN
// would keep, kept here too (docs/decisions/0001-one-cache-design.md). The answers' own
// Cache-Control decides, read by http-cache-semantics as a shared cache reads it (RFC 9111, and
// RFC 5861's stale-while-revalidate and stale-if-error), with a stricter contract on top: only
// 200 answers to GET marked `public`, without Set-Cookie, varying at most by Accept-Encoding, of a
// text type. Bytes are kept as sent (already compressed), keyed by address and negotiated
// encoding, in an LRU bounded in bytes (RESPONSE_CACHE_MB).
//
// Past max-age, within stale-while-revalidate, one request at a time goes through to refresh an
// answer while the others still get the stale copy; an answer built from an older catalogue
// version is treated the same way. When a refresh fails (5xx: the database is down), the stale
// copy is served instead, within the answer's stale-if-error. An answer that depends on the
// shopper must say `private` or `no-store` and is never kept.
import type { IncomingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import fresh from "fresh";
import CachePolicy from "http-cache-semantics";
import { LRUCache } from "lru-cache";
import onHeaders from "on-headers";
import { CATALOGUE_VERSION_HEADER } from "../app/lib/http";

/** Headers that describe the body; everything else is per answer (request id, security). */
const REPRESENTATION_HEADERS = [
  "content-type",
  "content-encoding",
  "content-language",
  "cache-control",
  "etag",
  "last-modified",
  "vary",
  "content-security-policy",
  "link",
  "x-robots-tag",
] as const;

/** Larger bodies are not kept (a page is ~80 KB, ~15 KB compressed). */
export const MAX_ENTRY_BYTES = 1024 * 1024;
/** What an entry costs besides its body (headers, policy, key), for the byte budget. */
const ENTRY_OVERHEAD_BYTES = 1024;

/** A refresh that has not answered by then no longer holds the others to the stale copy. */
export const REFRESH_TIMEOUT_MS = 10_000;
/** After a failed refresh, the stale copy is served this long before the next attempt. */
export const RETRY_AFTER_ERROR_MS = 5_000;

interface Entry {
  policy: CachePolicy;
  /** Until when the policy says fresh, worked out once (a hit needs no evaluation before it). */
  freshUntil: number;
  headers: [string, string][];
  body: Buffer;
  /** When a request went through to refresh this entry, if one is on its way. */
  refreshingSince: number | null;
  /** When the last refresh failed and the stale copy was served instead. */
  failedAt: number | null;
  /** The catalogue version the answer was built from, when it said (see setCatalogueVersion). */
  catalogueVersion: number | null;
}

type Lookup =
  | { kind: "fresh" | "stale"; entry: Entry }
  /** The request goes through; `fallback` is served instead if it fails (stale-if-error). */
  | { kind: "miss"; fallback: Entry | null };

export interface ResponseCacheOptions {
  /** Upper bound of the answers kept, in bytes; 0 turns the cache off. */
  maxBytes: number;
  now?: () => number;
}

/** The request as the cache sees it: the address and the negotiated encoding, nothing else. */
interface CacheRequest {
  url: string;
  method: "GET";
  headers: { host: string; "accept-encoding": string };
}

function cacheRequest(req: Request): CacheRequest {
  return {
    url: req.originalUrl,
    method: "GET",
    // Host is not part of the key: pages are built from PUBLIC_URL, never from the Host header.
    headers: { host: "", "accept-encoding": String(req.headers["accept-encoding"] ?? "") },
  };
}

const keyOf = (request: CacheRequest) => `${request.url}\0${request.headers["accept-encoding"]}`;

function headerOf(res: Response, name: string): string | undefined {
  const value = res.getHeader(name);
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(", ") : String(value);
}

function varyAllowsSharing(vary: string | undefined): boolean {
  if (!vary) return true;
  return vary
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .every((v) => v === "accept-encoding" || v === "");
}

/**
 * Pages, JSON, XML, scripts and styles. Images (covers) are files on disk already and browsers
 * keep them a week: in memory they would only push pages out.
 */
const KEPT_TYPES = /^(text\/|application\/(json|xml|javascript))/i;

export class ResponseCache {
  private readonly entries: LRUCache<string, Entry> | null;
  private readonly now: () => number;
  private readonly Policy: typeof CachePolicy;
  private catalogueVersion: number | null = null;

  constructor(options: ResponseCacheOptions) {
    const now = options.now ?? Date.now;
    this.now = now;
    // CachePolicy reads its clock through this method (not in its type declarations).
    this.Policy = class extends CachePolicy {
      now() {
        return now();
      }
    };
    this.entries =
      options.maxBytes > 0
        ? new LRUCache<string, Entry>({
            maxSize: options.maxBytes,
            maxEntrySize: MAX_ENTRY_BYTES + ENTRY_OVERHEAD_BYTES,
            sizeCalculation: (entry) => entry.body.length + ENTRY_OVERHEAD_BYTES,
            perf: { now },
          })
        : null;
  }

  get enabled(): boolean {
    return this.entries !== null;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  get storedBytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  /**
   * The database's current catalogue version (db/catalogue-version.ts polls it): an answer built
   * from another version is out of date, and is refreshed like one past its max-age.
   */
  setCatalogueVersion(version: number): void {
    this.catalogueVersion = version;
  }

  clear(): void {
    this.entries?.clear();
  }

  /**
   * Drops every kept answer for these paths (any query, any encoding, and React Router's `.data`
   * variant): what shows one book's stock, when orders moved it.
   */
  forgetPaths(paths: Iterable<string>): number {
    if (!this.entries) return 0;
    const wanted = new Set<string>();
    for (const path of paths) wanted.add(path).add(`${path}.data`);
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      const url = key.slice(0, key.indexOf("\0"));
      const query = url.indexOf("?");
      if (wanted.has(query < 0 ? url : url.slice(0, query)) && this.entries.delete(key)) dropped++;
    }
    return dropped;
  }

  lookup(request: CacheRequest): Lookup {
    const key = keyOf(request);
    const entry = this.entries?.get(key);
    if (!entry) return { kind: "miss", fallback: null };
    const outdated =
      entry.catalogueVersion !== null &&
      this.catalogueVersion !== null &&
      entry.catalogueVersion !== this.catalogueVersion;
    const now = this.now();
    if (now < entry.freshUntil && !outdated) return { kind: "fresh", entry };
    if (entry.policy.timeToLive() <= 0) {
      this.entries?.delete(key);
      return { kind: "miss", fallback: null };
    }
    const { response, revalidation } = entry.policy.evaluateRequest(request);
    if (response && !revalidation && !outdated) return { kind: "fresh", entry };
    const refreshing =
      entry.refreshingSince !== null && now - entry.refreshingSince < REFRESH_TIMEOUT_MS;
    const failing = entry.failedAt !== null && now - entry.failedAt < RETRY_AFTER_ERROR_MS;
    // Servable while it is refreshed: within stale-while-revalidate, or after a failed refresh
    // (the stale-if-error copy) until the next attempt is due.
    if ((response && refreshing) || (failing && this.servesOnError(entry, request))) {
      return { kind: "stale", entry };
    }
    entry.refreshingSince = now;
    return { kind: "miss", fallback: entry };
  }

  /** Whether the entry's stale-if-error still allows serving it when its refresh fails. */
  private servesOnError(entry: Entry, request: CacheRequest): boolean {
    return !entry.policy.revalidatedPolicy(request, { status: 503, headers: {} }).modified;
  }

  private store(
    request: CacheRequest,
    entry: Omit<Entry, "refreshingSince" | "failedAt" | "freshUntil">,
  ) {
    const { policy } = entry;
    const freshUntil = this.now() + Math.max(0, policy.maxAge() - policy.age()) * 1000;
    this.entries?.set(
      keyOf(request),
      { ...entry, freshUntil, refreshingSince: null, failedAt: null },
      { ttl: Math.max(1, entry.policy.timeToLive()) },
    );
  }

  /** The refresh of `request` ended without a storable answer: the stale copy is not kept. */
  private forget(request: CacheRequest): void {
    this.entries?.delete(keyOf(request));
  }

  /** Express middleware: answers from the cache, or lets the request through and keeps its answer. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      if (!this.enabled || req.method !== "GET" || req.headers.authorization) {
        onHeaders(res, () => res.removeHeader(CATALOGUE_VERSION_HEADER));
        return next();
      }
      const request = cacheRequest(req);
      const found = this.lookup(request);
      if (found.kind !== "miss") {
        return void this.replay(found.entry, found.kind, req.headers, res);
      }
      res.setHeader("X-Cache", "MISS");
      this.capture(request, res, found.fallback);
      next();
    };
  }

  private replay(
    entry: Entry,
    kind: "fresh" | "stale",
    requestHeaders: IncomingHttpHeaders,
    res: Response,
  ): void {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Age", String(Math.floor(entry.policy.age())));
    res.setHeader("X-Cache", kind === "fresh" ? "HIT" : "STALE");
    if (fresh(requestHeaders, { etag: headerOf(res, "etag") })) {
      res.removeHeader("Content-Type");
      res.removeHeader("Content-Encoding");
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", String(entry.body.length));
    res.status(200).end(entry.body);
  }

  /**
   * Collects the bytes as they go to the socket (after any compression) and keeps them if allowed.
   * A failed refresh is answered with `fallback` instead, when its stale-if-error allows.
   */
  private capture(request: CacheRequest, res: Response, fallback: Entry | null): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    let replaced = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (tooLarge || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(
              String(chunk),
              typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
            );
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      if (replaced) return true;
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response["write"];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      const callback = [chunk, ...rest].find((arg) => typeof arg === "function");
      if (replaced && fallback) {
        return (end as (...args: unknown[]) => Response).call(this, fallback.body, callback);
      }
      collect(chunk, rest[0]);
      return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    } as Response["end"];

    // Decided when the headers go out, before any byte of the body (this listener runs after the
    // compression middleware's, so it sees the final headers): an answer that may not be kept
    // also ends a stale copy of it at once (the next request must not get the old page).
    let keep: ReturnType<ResponseCache["storable"]> = null;
    onHeaders(res, () => {
      if (res.statusCode >= 500 && fallback && this.servesOnError(fallback, request)) {
        replaced = true;
        fallback.failedAt = this.now();
        fallback.refreshingSince = null;
        for (const name of [...REPRESENTATION_HEADERS, "content-length"]) res.removeHeader(name);
        for (const [name, value] of fallback.headers) res.setHeader(name, value);
        res.setHeader("Age", String(Math.floor(fallback.policy.age())));
        res.setHeader("Content-Length", String(fallback.body.length));
        res.setHeader("X-Cache", "STALE");
        res.removeHeader(CATALOGUE_VERSION_HEADER);
        res.statusCode = 200;
        return;
      }
      keep = this.storable(request, res);
      res.removeHeader(CATALOGUE_VERSION_HEADER);
      if (!keep) this.forget(request);
    });
    res.once("finish", () => {
      if (replaced) return;
      if (keep && !tooLarge) this.store(request, { ...keep, body: Buffer.concat(chunks) });
      else this.forget(request);
    });
    // An answer cut short leaves nothing behind either.
    res.once("close", () => {
      if (!res.writableFinished && !replaced) this.forget(request);
    });
  }

  /** What to keep of an answer whose headers are final, or null when a shared cache may not. */
  private storable(request: CacheRequest, res: Response) {
    if (res.statusCode !== 200 || !KEPT_TYPES.test(headerOf(res, "content-type") ?? "")) {
      return null;
    }
    const cacheControl = headerOf(res, "cache-control") ?? "";
    if (!/(^|,)\s*public\s*(,|$)/i.test(cacheControl) || headerOf(res, "set-cookie")) return null;
    if (!varyAllowsSharing(headerOf(res, "vary"))) return null;
    const headers: [string, string][] = [];
    for (const name of REPRESENTATION_HEADERS) {
      const value = headerOf(res, name);
      if (value !== undefined) headers.push([name, value]);
    }
    const policy = new this.Policy(
      request,
      { status: 200, headers: Object.fromEntries(headers) },
      { shared: true, cacheHeuristic: 0 },
    );
    if (!policy.storable() || policy.timeToLive() <= 0) return null;
    const version = Number(headerOf(res, CATALOGUE_VERSION_HEADER) ?? Number.NaN);
    return {
      policy,
      headers,
      catalogueVersion: Number.isInteger(version) ? version : null,
    };
  }
}

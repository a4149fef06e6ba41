// A shared HTTP cache inside each instance, in front of the pages and the JSON API: what a CDN
// would keep, kept here too. It follows the answers' own rules (RFC 9111, shared cache): only
// 200 answers to GET marked `public` with a max-age (or s-maxage), without Set-Cookie, varying at
// most by Accept-Encoding; they are served until that age, bytes and representation headers as
// sent (already compressed), with `Age` and 304s for a matching If-None-Match. Past that age,
// within the answer's stale-while-revalidate, one request at a time goes through to refresh it
// while the others still get the stale copy (RFC 5861), so a popular page that expires is
// rendered once, not by every request that arrives meanwhile. An answer that depends on the
// shopper must say `private` or `no-store` and is never kept. Only a cache, bounded in bytes, per
// instance: nothing another instance needs.
import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler, Response } from "express";
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
const MAX_ENTRY_BYTES = 1024 * 1024;

/** A refresh that has not answered by then no longer holds the others to the stale copy. */
export const REFRESH_TIMEOUT_MS = 10_000;

interface Entry {
  status: number;
  headers: [string, string][];
  etag: string | undefined;
  body: Buffer;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** When a request went through to refresh this stale entry, if one is on its way. */
  refreshingSince: number | null;
  /** The catalogue version the answer was built from, when it said (see setCatalogueVersion). */
  catalogueVersion: number | null;
}

export interface Freshness {
  maxAge: number;
  staleWhileRevalidate: number;
}

type Lookup =
  | { kind: "fresh" | "stale"; entry: Entry }
  /** Not usable: the request goes through (and refreshes the stale entry, if any). */
  | { kind: "miss" };

export interface ResponseCacheOptions {
  /** Upper bound of the bodies kept, in bytes; 0 turns the cache off. */
  maxBytes: number;
  now?: () => number;
}

/** How long a shared cache may keep an answer with this Cache-Control, or null when it may not. */
export function sharedFreshness(cacheControl: string | undefined): Freshness | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(",")) {
    const [name = "", value = ""] = part.trim().split("=");
    directives.set(name.trim(), value.trim().replace(/^"|"$/g, ""));
  }
  if (!directives.has("public")) return null;
  for (const refusal of ["private", "no-store", "no-cache"]) {
    if (directives.has(refusal)) return null;
  }
  const maxAge = Number(directives.get("s-maxage") ?? directives.get("max-age"));
  if (!Number.isInteger(maxAge) || maxAge <= 0) return null;
  const stale = Number(directives.get("stale-while-revalidate") ?? 0);
  return { maxAge, staleWhileRevalidate: Number.isInteger(stale) && stale > 0 ? stale : 0 };
}

function varyAllowsSharing(vary: string | undefined): boolean {
  if (!vary) return true;
  return vary
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .every((v) => v === "accept-encoding" || v === "");
}

function keyOf(url: string, headers: IncomingHttpHeaders): string {
  // Keyed by the raw Accept-Encoding: browsers send a handful of distinct values, and each keeps
  // exactly the encoding it was answered with.
  return `${url}\0${headers["accept-encoding"] ?? ""}`;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;
  private catalogueVersion: number | null = null;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  /**
   * The database's current catalogue version (server/catalogue-version.ts polls it): an answer
   * built from another version is out of date, and is refreshed like one past its max-age.
   */
  setCatalogueVersion(version: number): void {
    this.catalogueVersion = version;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return { kind: "miss" };
    const now = this.now();
    if (entry.staleUntil <= now) {
      this.remove(key, entry);
      return { kind: "miss" };
    }
    // Map order is recency order: the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const outdated =
      entry.catalogueVersion !== null &&
      this.catalogueVersion !== null &&
      entry.catalogueVersion !== this.catalogueVersion;
    if (now < entry.freshUntil && !outdated) return { kind: "fresh", entry };
    if (entry.refreshingSince !== null && now - entry.refreshingSince < REFRESH_TIMEOUT_MS) {
      return { kind: "stale", entry };
    }
    entry.refreshingSince = now;
    return { kind: "miss" };
  }

  store(
    key: string,
    entry: Pick<Entry, "status" | "headers" | "etag" | "body"> & {
      catalogueVersion?: number | null;
    },
    freshness: Freshness,
  ): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    if (entry.body.length > MAX_ENTRY_BYTES || entry.body.length > this.options.maxBytes) return;
    const storedAt = this.now();
    const freshUntil = storedAt + freshness.maxAge * 1000;
    this.entries.set(key, {
      ...entry,
      storedAt,
      freshUntil,
      staleUntil: freshUntil + freshness.staleWhileRevalidate * 1000,
      refreshingSince: null,
      catalogueVersion: entry.catalogueVersion ?? null,
    });
    this.bytes += entry.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldKey, old);
    }
  }

  /** The refresh of `key` ended without a storable answer: the stale copy is not kept. */
  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry);
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  /** Express middleware: answers from the cache, or lets the request through and keeps its answer. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      if (!this.enabled || req.method !== "GET" || req.headers.authorization) {
        onHeaders(res, () => res.removeHeader(CATALOGUE_VERSION_HEADER));
        return next();
      }
      const key = keyOf(req.originalUrl, req.headers);
      const found = this.lookup(key);
      if (found.kind !== "miss") {
        return void this.replay(found.entry, found.kind, req.headers["if-none-match"], res);
      }
      res.setHeader("X-Cache", "MISS");
      this.capture(key, res);
      next();
    };
  }

  private replay(
    entry: Entry,
    kind: "fresh" | "stale",
    ifNoneMatch: string | undefined,
    res: Response,
  ): void {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Age", String(Math.floor((this.now() - entry.storedAt) / 1000)));
    res.setHeader("X-Cache", kind === "fresh" ? "HIT" : "STALE");
    if (etagMatches(ifNoneMatch, entry.etag)) {
      res.removeHeader("Content-Type");
      res.removeHeader("Content-Encoding");
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", String(entry.body.length));
    res.status(entry.status).end(entry.body);
  }

  /** Collects the bytes as they go to the socket (after any compression) and keeps them if allowed. */
  private capture(key: string, res: Response): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
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
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response["write"];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    } as Response["end"];

    // Decided when the headers go out, before any byte of the body: an answer that may not be
    // kept also ends a stale copy of it at once (the next request must not get the old page).
    let keep: ReturnType<typeof storable> = null;
    onHeaders(res, () => {
      keep = storable(res);
      res.removeHeader(CATALOGUE_VERSION_HEADER);
      if (!keep) this.forget(key);
    });
    res.once("finish", () => {
      if (keep && !tooLarge) {
        const { freshness, ...kept } = keep;
        this.store(key, { status: 200, ...kept, body: Buffer.concat(chunks) }, freshness);
      } else this.forget(key);
    });
    // An answer cut short leaves nothing behind either.
    res.once("close", () => {
      if (!res.writableFinished) this.forget(key);
    });
  }
}

function headerOf(res: Response, name: string): string | undefined {
  const value = res.getHeader(name);
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/**
 * Pages, JSON, XML, scripts and styles. Images (covers) are files on disk already and browsers
 * keep them a week: in memory they would only push pages out.
 */
const KEPT_TYPES = /^(text\/|application\/(json|xml|javascript))/i;

/** What to keep of an answer whose headers are final, or null when a shared cache may not. */
function storable(res: Response) {
  if (res.statusCode !== 200 || !KEPT_TYPES.test(headerOf(res, "content-type") ?? "")) return null;
  const freshness = sharedFreshness(headerOf(res, "cache-control"));
  if (!freshness || headerOf(res, "set-cookie") || !varyAllowsSharing(headerOf(res, "vary"))) {
    return null;
  }
  const headers: [string, string][] = [];
  for (const name of REPRESENTATION_HEADERS) {
    const value = headerOf(res, name);
    if (value !== undefined) headers.push([name, value]);
  }
  const version = Number(headerOf(res, CATALOGUE_VERSION_HEADER) ?? Number.NaN);
  return {
    freshness,
    headers,
    etag: headerOf(res, "etag"),
    catalogueVersion: Number.isInteger(version) ? version : null,
  };
}

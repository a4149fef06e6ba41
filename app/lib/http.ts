// HTTP outcomes shared by the page routes.
import type { HeadersArgs } from "react-router";

/** Throw from a loader: the root error page shows "Pagina nu a fost gasita" with status 404. */
export function notFound(): Response {
  return new Response("Pagina nu a fost gasita", { status: 404 });
}

/**
 * Internal: the catalogue version an answer was built from, read (and taken off) by the shared
 * HTTP cache in server/response-cache.ts, which treats the answer as stale once the catalogue
 * moves past it.
 */
export const CATALOGUE_VERSION_HEADER = "X-Catalogue-Version";

/** Catalogue pages are the same for every shopper: shared caches may keep them briefly. */
export const CATALOGUE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export function catalogueHeaders(): HeadersInit {
  return { "Cache-Control": CATALOGUE_CACHE_CONTROL };
}

/** A route's `headers`: the loader's Cache-Control, or revalidate-always for anything else. */
export function loaderCacheHeaders({ loaderHeaders }: HeadersArgs): HeadersInit {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache" };
}

/** For every answer that depends on the shopper: never stored by a shared cache. */
export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

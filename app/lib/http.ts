// HTTP outcomes shared by the page routes.
import { data, type HeadersArgs } from "react-router";

/**
 * The 404 page's title and heading. The spec quotes the old site's "Pagina nu a fost gasita",
 * written without diacritics; the shop writes Romanian with them.
 */
export const NOT_FOUND_TITLE = "Pagina nu a fost găsită";

/** Throw from a loader: the root error page shows NOT_FOUND_TITLE with status 404. */
export function notFound(): Response {
  return new Response(NOT_FOUND_TITLE, { status: 404 });
}

/** The root error page's text for a post to a page that takes none (React Router's 405). */
export const METHOD_NOT_ALLOWED_MESSAGE = "Această pagină nu primește formulare.";

/** The root error page's text for a failure of ours (5xx) or one without a text of its own. */
export const ERROR_PAGE_MESSAGE = "Ne pare rău, a apărut o eroare. Te rugăm să încerci din nou.";

const ERROR_PAGE_MESSAGES: Readonly<Record<number, string>> = {
  400: "Cererea nu a putut fi înțeleasă.",
  403: "Nu ai acces la această pagină.",
  405: METHOD_NOT_ALLOWED_MESSAGE,
  413: "Cererea este prea mare.",
};

/**
 * What the root error page says for a route error answer. Its data is shown only where the
 * shop wrote it: a page's 429 (tooManyRequestsPage in throttle.server.ts) carries its Romanian
 * text; any other status may come from React Router itself, whose data is an English message
 * for developers ("You made a POST request to … but did not provide an `action`").
 */
export function errorPageMessage(status: number, data: unknown): string {
  if (status === 429) {
    return typeof data === "string" ? data : "Prea multe cereri. Încearcă din nou peste un minut.";
  }
  return (
    ERROR_PAGE_MESSAGES[status] ??
    (status >= 400 && status < 500 ? "Cererea nu a putut fi îndeplinită." : ERROR_PAGE_MESSAGE)
  );
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

/** What a form posted from another site's page is told (see `sameOrigin`, refuseForeignOrigin). */
export const FOREIGN_FORM_MESSAGE = "Formularul nu a venit de pe pagina magazinului.";

/** A form's answer when it came from another site's page: 403, never stored. */
export function foreignFormRefused<T>(body: T) {
  return data(body, { status: 403, headers: NO_STORE });
}

/** A form's answer when its sender is over the throttle: 429 with Retry-After, never stored. */
export function formThrottled<T>(body: T, retryAfterSeconds: number) {
  return data(body, {
    status: 429,
    headers: { ...NO_STORE, "Retry-After": String(retryAfterSeconds) },
  });
}

/**
 * A route's `headers` for a private page with a form (login, checkout): never stored, and a 429
 * answer's Retry-After goes out with it (React Router keeps only what `headers` returns).
 */
export function privateFormHeaders({ actionHeaders }: Pick<HeadersArgs, "actionHeaders">) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...NO_STORE, "Retry-After": retryAfter } : NO_STORE;
}

/**
 * A route's `headers` for a public page with a form: an answer to a post is the sender's own (the
 * action's Cache-Control, and a 429's Retry-After); the page itself keeps the loader's caching.
 */
export function formPageHeaders({ actionHeaders, loaderHeaders }: HeadersArgs): HeadersInit {
  const own = actionHeaders.get("Cache-Control");
  if (!own) return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache" };
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter
    ? { "Cache-Control": own, "Retry-After": retryAfter }
    : { "Cache-Control": own };
}

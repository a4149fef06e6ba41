// Spec sections 4 and 8: a failure loading a page chunk reloads the page, at most once a minute.
// After a release the old build's chunks are gone from the server: a page still running the old
// code fails to load one (a popup's code, loaded later through Vite's preload helper) and a
// reload fetches the new build. The time of the last reload is kept in sessionStorage, so a chunk
// that keeps failing cannot make the page reload in a loop.
//
// A route module that fails during a client-side navigation is React Router's: it reloads the
// page itself (react-router's loadRouteModule). That reload follows a click, and the reloaded
// page imports its own modules statically, so it cannot loop either.

export const CHUNK_RELOAD_KEY = "coperta_chunkReloadAt";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads unless the page was reloaded for a chunk less than a minute ago; says whether it did.
 * Without sessionStorage (privacy settings) it never reloads: it could not tell a loop. Offline
 * it does not either: the chunk failed for want of a network, and a reload would swap the page
 * for the browser's offline error.
 */
export function reloadForFailedChunk({
  reload = () => window.location.reload(),
  now = Date.now(),
  storage = session(),
  online = navigator.onLine,
}: {
  reload?: () => void;
  now?: number;
  storage?: Storage | null;
  online?: boolean;
} = {}): boolean {
  if (!storage || !online) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
    // A time ahead of now (the clock was turned back) does not block reloading for good.
    if (last > 0 && now >= last && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Vite's preload helper announces a chunk it could not load; reloading takes over from it. */
export function listenForChunkFailures(): () => void {
  // Not prevented: the error still goes to the code that asked for the chunk (its boundary
  // shows it) until the reload replaces the page, or for good within the minute.
  const onPreloadError = () => {
    reloadForFailedChunk();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => window.removeEventListener("vite:preloadError", onPreloadError);
}

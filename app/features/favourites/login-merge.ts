// Right after a login the browser's `Wishlist` merges into the server wishlist, once per login:
// from then on both hold the same books, and hearts and "Șterge" change both. Merging again on
// every page would bring back books the shopper removed on another device.
import { useEffect, useRef } from "react";
import { useLogin } from "../account/login-state";
import { storeServerList } from "./refresh-favourites";
import { mergeIntoServerWishlist, type ServerList } from "./server-wishlist";

/** Not a spec key: which login the list was merged for. */
export const MERGED_KEY = "WishlistMerged";
/** Dispatched on window after a merge changed the list (an account page may reload its own). */
export const WISHLIST_MERGED_EVENT = "coperta:wishlist-merged";

/** Enough of the token to tell logins apart; the token itself stays only under `user`. */
function fingerprint(token: string): string {
  return token.slice(0, 16);
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Merges once for this login token. "skipped" when it was done already; "failed" (network,
 * server) leaves it for the next page; "logged-out" when the server no longer knows the token.
 */
export async function mergeWishlistAtLogin(
  token: string,
  merge: (ids: number[]) => Promise<ServerList> = mergeIntoServerWishlist,
): Promise<"merged" | "skipped" | "failed" | "logged-out"> {
  const store = storage();
  if (store?.getItem(MERGED_KEY) === fingerprint(token)) return "skipped";
  const answer = await storeServerList(merge);
  if (!Array.isArray(answer)) return answer;
  try {
    store?.setItem(MERGED_KEY, fingerprint(token));
  } catch {
    // Storage full or refused: merging again next page is harmless, only wasteful.
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(WISHLIST_MERGED_EVENT));
  return "merged";
}

/** Merges when a login appears (on the first page after the login page, or in another tab). */
export function useWishlistLoginMerge(): void {
  const token = useLogin()?.token ?? null;
  useEffect(() => {
    if (token) void mergeWishlistAtLogin(token);
  }, [token]);
}

/** Runs `onMerged` after a login merge changed the server wishlist in this tab. */
export function useWishlistMerged(onMerged: () => void): void {
  // The latest callback, without listening anew on every render.
  const latest = useRef(onMerged);
  latest.current = onMerged;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(WISHLIST_MERGED_EVENT, listener);
    return () => window.removeEventListener(WISHLIST_MERGED_EVENT, listener);
  }, []);
}

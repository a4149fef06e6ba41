// The server wishlist as the browser calls it (spec sections 4, 6 and 7). Only for a logged-in
// shopper: anonymous visitors never reach the server with their favourites (spec section 6).
import { authHeaders, clearLogin, readLogin } from "../account/login-state";
import type { ApiProduct } from "../catalogue/api-product";

/** "logged-out": the server no longer knows the token (the login was forgotten, spec section 8). */
export type ServerOutcome = "ok" | "logged-out" | "failed";

export function isLoggedIn(): boolean {
  return readLogin() !== null;
}

async function send(path: string, init: RequestInit = {}): Promise<Response | "logged-out" | null> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...authHeaders() },
    });
  } catch {
    return null;
  }
  if (response.status === 401) {
    clearLogin();
    return "logged-out";
  }
  return response;
}

function outcome(response: Response | "logged-out" | null): ServerOutcome {
  if (response === "logged-out") return response;
  return response?.ok ? "ok" : "failed";
}

export async function addToServerWishlist(productId: number): Promise<ServerOutcome> {
  return outcome(await send(`/api/product/wishlist/${productId}`, { method: "PUT" }));
}

/** Spec section 7: POST removes; the caller removes the book locally only on "ok". */
export async function removeFromServerWishlist(productId: number): Promise<ServerOutcome> {
  return outcome(await send(`/api/product/wishlist/${productId}`, { method: "POST" }));
}

export type ServerList = ApiProduct[] | "logged-out" | "failed";

async function productList(response: Response | "logged-out" | null): Promise<ServerList> {
  if (response === "logged-out") return response;
  if (!response?.ok) return "failed";
  try {
    const products: unknown = await response.json();
    return Array.isArray(products) ? (products as ApiProduct[]) : "failed";
  } catch {
    return "failed";
  }
}

export async function fetchServerWishlist(): Promise<ServerList> {
  return productList(await send("/api/member/wishlist"));
}

/** The server's WISHLIST_LIMIT (account/wishlist.server.ts): a merge sends no more. */
export const SERVER_WISHLIST_LIMIT = 500;

/** The browser's ids join the server's list; the answer is the whole list. */
export async function mergeIntoServerWishlist(ids: number[]): Promise<ServerList> {
  return productList(
    await send("/api/member/wishlist/merge", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      // The server would refuse a longer body, and could keep no more than this anyway.
      body: JSON.stringify({ ids: ids.slice(0, SERVER_WISHLIST_LIMIT) }),
    }),
  );
}

// What the browser keeps of a login, under the spec's keys: `user` (the bearer token), `email`
// and `firstname`. Logged in means a non-empty, well-formed `user`. Every tab sees a change.
import { useSyncExternalStore } from "react";

const KEYS = { token: "user", email: "email", firstName: "firstname" } as const;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const CHANGED = "coperta:login";

export interface StoredLogin {
  token: string;
  email: string;
  firstName: string;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

let cached: { raw: string; value: StoredLogin | null } = { raw: "", value: null };

export function readLogin(): StoredLogin | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(KEYS.token) ?? "";
  const email = store.getItem(KEYS.email) ?? "";
  const firstName = store.getItem(KEYS.firstName) ?? "";
  const raw = `${token}\n${email}\n${firstName}`;
  if (raw !== cached.raw) {
    cached = { raw, value: TOKEN_SHAPE.test(token) ? { token, email, firstName } : null };
  }
  return cached.value;
}

export function storeLogin(login: StoredLogin): void {
  const store = storage();
  if (!store) return;
  store.setItem(KEYS.token, login.token);
  store.setItem(KEYS.email, login.email);
  store.setItem(KEYS.firstName, login.firstName);
  window.dispatchEvent(new Event(CHANGED));
}

/** Spec: logout and any 401 remove `user` and `email` (the first name may stay). */
export function clearLogin(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(KEYS.token);
  store.removeItem(KEYS.email);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener("storage", listener);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener("storage", listener);
    window.removeEventListener(CHANGED, listener);
  };
}

export function useLogin(): StoredLogin | null {
  return useSyncExternalStore(subscribe, readLogin, () => null);
}

/** Headers for API calls: the bearer token when logged in. */
export function authHeaders(): Record<string, string> {
  const login = readLogin();
  return login ? { Authorization: `Bearer ${login.token}` } : {};
}

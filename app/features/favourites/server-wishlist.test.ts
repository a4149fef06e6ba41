// The browser's favourites and the server wishlist: who calls what, and what the stored list
// becomes after each answer. A fake window holds localStorage; fetch is a stub.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFavourite } from "~/lib/stored-item-factories";
import { readLogin, storeLogin } from "../account/login-state";
import { createApiProduct } from "../catalogue/test-factories";
import { favouritesList, removeStoredFavourite, toggleFavourite } from "./favourites-store";
import { MERGED_KEY, mergeWishlistAtLogin } from "./login-merge";
import { adoptServerList, refreshPanelFavourites } from "./refresh-favourites";

const TOKEN = "a".repeat(43);
const OTHER_TOKEN = "b".repeat(43);

class FakeStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

type Answer = { status: number; body?: unknown };
let storage: FakeStorage;
let calls: { url: string; method: string; auth: string | null; body: unknown }[];
let answer: (url: string, method: string) => Answer;

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal("window", Object.assign(new EventTarget(), { localStorage: storage }));
  calls = [];
  answer = () => ({ status: 204 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const headers = new Headers(init.headers);
      calls.push({
        url,
        method,
        auth: headers.get("Authorization"),
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      const { status, body } = answer(url, method);
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const logIn = (token = TOKEN) => storeLogin({ token, email: "ana@example.ro", firstName: "Ana" });
const storedIds = () => favouritesList.read().map((item) => item.id);

describe("an anonymous shopper (spec section 6)", () => {
  it("never calls the server: hearts and removal stay in the browser", async () => {
    const book = createFavourite();
    expect(await toggleFavourite(book)).toBe(true);
    expect(storedIds()).toEqual([book.id]);
    expect(await toggleFavourite(book)).toBe(false);
    expect(storedIds()).toEqual([]);
    favouritesList.write([book]);
    expect(await removeStoredFavourite(book.id)).toBe(true);
    favouritesList.write([book]);
    answer = () => ({ status: 200, body: [createApiProduct({ id: book.id })] });
    const server = vi.fn(async () => []);
    expect(await refreshPanelFavourites(server)).toBe("refreshed");
    expect(server).not.toHaveBeenCalled();
    expect(calls.map((c) => c.url)).toEqual(["/api/product/listofids"]);
  });
});

describe("a logged-in shopper", () => {
  beforeEach(() => logIn());

  it("adds locally at once and on the server with the Bearer token", async () => {
    const book = createFavourite();
    expect(await toggleFavourite(book)).toBe(true);
    expect(storedIds()).toEqual([book.id]);
    expect(calls).toEqual([
      {
        url: `/api/product/wishlist/${book.id}`,
        method: "PUT",
        auth: `Bearer ${TOKEN}`,
        body: null,
      },
    ]);
  });

  it("removes locally only once the server removed it (spec section 4)", async () => {
    const book = createFavourite();
    favouritesList.write([book]);
    answer = () => ({ status: 500 });
    expect(await removeStoredFavourite(book.id)).toBe(false);
    expect(storedIds()).toEqual([book.id]);
    answer = () => ({ status: 204 });
    expect(await toggleFavourite(book)).toBe(false);
    expect(storedIds()).toEqual([]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/product/wishlist/${book.id}`,
      `POST /api/product/wishlist/${book.id}`,
    ]);
  });

  it("forgets a login the server refuses, and the removal happens in the browser", async () => {
    const book = createFavourite();
    favouritesList.write([book]);
    answer = () => ({ status: 401 });
    expect(await removeStoredFavourite(book.id)).toBe(true);
    expect(readLogin()).toBeNull();
    expect(storedIds()).toEqual([]);
  });

  it("opening the panel takes the server's list, keeping books saved meanwhile", async () => {
    favouritesList.write([createFavourite({ id: 1 }), createFavourite({ id: 2 })]);
    const result = await refreshPanelFavourites(async () => {
      // Saved in another tab while the answer travelled.
      favouritesList.update((items) => [...items, createFavourite({ id: 9 })]);
      return [createApiProduct({ id: 2 }), createApiProduct({ id: 5, title: "De pe telefon" })];
    });
    expect(result).toBe("refreshed");
    expect(storedIds()).toEqual([2, 5, 9]);
    expect(favouritesList.read()[1]?.title).toBe("De pe telefon");
  });
});

describe("the merge at login", () => {
  it("sends the browser's ids once per login and keeps the server's answer", async () => {
    favouritesList.write([createFavourite({ id: 3 }), createFavourite({ id: 4 })]);
    logIn();
    answer = () => ({
      status: 200,
      body: [createApiProduct({ id: 7 }), createApiProduct({ id: 3 }), createApiProduct({ id: 4 })],
    });
    const merged = vi.fn();
    window.addEventListener("coperta:wishlist-merged", merged);
    expect(await mergeWishlistAtLogin(TOKEN)).toBe("merged");
    expect(calls).toEqual([
      {
        url: "/api/member/wishlist/merge",
        method: "POST",
        auth: `Bearer ${TOKEN}`,
        body: { ids: [3, 4] },
      },
    ]);
    expect(storedIds()).toEqual([7, 3, 4]);
    expect(merged).toHaveBeenCalledTimes(1);
    expect(storage.getItem(MERGED_KEY)).not.toContain(TOKEN);

    expect(await mergeWishlistAtLogin(TOKEN)).toBe("skipped");
    expect(calls).toHaveLength(1);
    // A new login (after a logout, or another account) merges again.
    logIn(OTHER_TOKEN);
    expect(await mergeWishlistAtLogin(OTHER_TOKEN)).toBe("merged");
    expect(calls).toHaveLength(2);
  });

  it("tries again on the next page when the call failed", async () => {
    favouritesList.write([createFavourite({ id: 3 })]);
    logIn();
    answer = () => ({ status: 503 });
    expect(await mergeWishlistAtLogin(TOKEN)).toBe("failed");
    expect(storedIds()).toEqual([3]);
    answer = () => ({ status: 200, body: [createApiProduct({ id: 3 })] });
    expect(await mergeWishlistAtLogin(TOKEN)).toBe("merged");
  });
});

describe("adoptServerList", () => {
  it("is the server's list, then what was saved here after the question", () => {
    const current = [createFavourite({ id: 1 }), createFavourite({ id: 2 })];
    const result = adoptServerList(current, new Set([1]), [createApiProduct({ id: 8 })]);
    expect(result.map((item) => item.id)).toEqual([8, 2]);
  });
});

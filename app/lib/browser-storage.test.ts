import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createStoredFlag, createStoredList, parseStoredList } from "./browser-storage";

// A stored item in the spirit of the shop's lists: an id and a title are required, the rest
// has defaults so that items written by an older version are repaired rather than lost.
const itemSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  price: z.number().int().min(0).catch(0),
  gift: z.boolean().catch(false),
});
type Item = z.infer<typeof itemSchema>;

const item = (id: number, overrides: Partial<Item> = {}): Item => ({
  id,
  title: `Cartea ${id}`,
  price: 1000,
  gift: false,
  ...overrides,
});

describe("parseStoredList", () => {
  it("reads nothing stored as an empty list that needs no repair", () => {
    expect(parseStoredList(null, itemSchema)).toEqual({ items: [], repaired: false });
  });

  it("reads a valid list as it is", () => {
    const raw = JSON.stringify([item(1), item(2)]);
    expect(parseStoredList(raw, itemSchema)).toEqual({
      items: [item(1), item(2)],
      repaired: false,
    });
  });

  it("resets corrupt JSON to an empty list", () => {
    expect(parseStoredList('[{"id":1,', itemSchema)).toEqual({ items: [], repaired: true });
    expect(parseStoredList("undefined", itemSchema)).toEqual({ items: [], repaired: true });
  });

  it("resets a value that is not a list", () => {
    for (const raw of ['{"id":1,"title":"x"}', "42", '"Cos"', "null", "true"]) {
      expect(parseStoredList(raw, itemSchema), raw).toEqual({ items: [], repaired: true });
    }
  });

  it("repairs old-shaped items with defaults", () => {
    const raw = JSON.stringify([{ id: 3, title: "Vechi", price: "12,00", extra: "x" }]);
    expect(parseStoredList(raw, itemSchema)).toEqual({
      items: [{ id: 3, title: "Vechi", price: 0, gift: false }],
      repaired: true,
    });
  });

  it("drops items it cannot repair and keeps the rest in order", () => {
    const raw = JSON.stringify([item(1), { title: "fără id" }, "text", null, { id: 2 }, item(4)]);
    expect(parseStoredList(raw, itemSchema)).toEqual({
      items: [item(1), item(4)],
      repaired: true,
    });
  });

  it("applies the list's normalisation and counts a change as a repair", () => {
    const byIdDescending = (items: Item[]) => [...items].sort((a, b) => b.id - a.id);
    const raw = JSON.stringify([item(1), item(2)]);
    expect(parseStoredList(raw, itemSchema, byIdDescending)).toEqual({
      items: [item(2), item(1)],
      repaired: true,
    });
  });
});

/** Just enough of a browser: a window that dispatches events, and a localStorage. */
class FakeStorage {
  readonly values = new Map<string, string>();
  failWrites = false;
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites)
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

let storage: FakeStorage;
let fakeWindow: EventTarget & { localStorage: FakeStorage };

/** What the browser does in this tab when another tab changes localStorage. */
function storageEventFromAnotherTab(key: string | null) {
  fakeWindow.dispatchEvent(Object.assign(new Event("storage"), { key }));
}

const createList = () => createStoredList<Item>({ key: "Wishlist", item: itemSchema });

beforeEach(() => {
  storage = new FakeStorage();
  fakeWindow = Object.assign(new EventTarget(), { localStorage: storage });
  vi.stubGlobal("window", fakeWindow);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createStoredList", () => {
  it("writes JSON under its key and reads it back", () => {
    const list = createList();
    list.write([item(1), item(2)]);
    expect(JSON.parse(storage.getItem("Wishlist") ?? "null")).toEqual([item(1), item(2)]);
    expect(list.read()).toEqual([item(1), item(2)]);
  });

  it("reads what an earlier page stored", () => {
    storage.setItem("Wishlist", JSON.stringify([item(5)]));
    expect(createList().read()).toEqual([item(5)]);
  });

  it("answers the same array until the stored value changes", () => {
    const list = createList();
    list.write([item(1)]);
    const first = list.read();
    expect(list.read()).toBe(first);
    list.write([item(1), item(2)]);
    expect(list.read()).not.toBe(first);
  });

  it("updates from the current list and stores the normalised result", () => {
    const list = createStoredList<Item>({
      key: "Recent",
      item: itemSchema,
      normalise: (items) => items.slice(0, 2),
    });
    list.write([item(1)]);
    const next = list.update((items) => [item(9), ...items, item(3)]);
    expect(next).toEqual([item(9), item(1)]);
    expect(list.read()).toEqual([item(9), item(1)]);
    expect(JSON.parse(storage.getItem("Recent") ?? "null")).toEqual([item(9), item(1)]);
  });

  it("notifies its listeners of every write until they unsubscribe", () => {
    const list = createList();
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    list.write([item(1)]);
    list.update((items) => [...items, item(2)]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    list.write([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("notifies when another tab changes its key, and only its key", () => {
    const list = createList();
    const listener = vi.fn();
    list.subscribe(listener);
    // The other tab writes to the shared storage; this tab only hears the event.
    storage.values.set("Wishlist", JSON.stringify([item(7)]));
    storageEventFromAnotherTab("Wishlist");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(list.read()).toEqual([item(7)]);

    storageEventFromAnotherTab("Cos");
    expect(listener).toHaveBeenCalledTimes(1);

    // A key of null: the other tab cleared the whole storage.
    storage.values.clear();
    storageEventFromAnotherTab(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(list.read()).toEqual([]);
  });

  it("stops listening to other tabs once the last listener leaves", () => {
    const list = createList();
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    unsubscribe();
    storageEventFromAnotherTab("Wishlist");
    expect(listener).not.toHaveBeenCalled();
  });

  it("repairs a damaged stored value once a page subscribes", () => {
    storage.setItem("Wishlist", JSON.stringify([item(1), { id: "x" }, { id: 2, title: "Doi" }]));
    const list = createList();
    list.subscribe(() => {});
    expect(JSON.parse(storage.getItem("Wishlist") ?? "null")).toEqual([
      item(1),
      { id: 2, title: "Doi", price: 0, gift: false },
    ]);
  });

  it("removes a stored value that is not a list at all", () => {
    storage.setItem("Wishlist", "{oops");
    const list = createList();
    expect(list.read()).toEqual([]);
    list.subscribe(() => {});
    expect(storage.getItem("Wishlist")).toBeNull();
  });

  it("keeps working in memory when the storage refuses a write (quota)", () => {
    const list = createList();
    const listener = vi.fn();
    list.subscribe(listener);
    storage.failWrites = true;
    expect(() => list.write([item(1), item(2)])).not.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(list.read()).toEqual([item(1), item(2)]);
    expect(list.update((items) => items.slice(1))).toEqual([item(2)]);
    expect(list.read()).toEqual([item(2)]);
  });

  it("keeps this tab's change when a full storage refuses to replace an older value", () => {
    const list = createList();
    list.write([item(1)]);
    storage.failWrites = true;
    list.write([item(1), item(2)]);
    expect(list.read()).toEqual([item(1), item(2)]);
  });

  it("works without any storage (server render, storage disabled)", () => {
    vi.unstubAllGlobals();
    const list = createList();
    expect(list.read()).toEqual([]);
    list.write([item(1)]);
    expect(list.read()).toEqual([item(1)]);
  });
});

describe("createStoredFlag", () => {
  it("is unset until set, then stays set across reads and new instances", () => {
    const flag = createStoredFlag("popupVoteazaGalaClosed");
    expect(flag.isSet()).toBe(false);
    flag.set();
    expect(storage.getItem("popupVoteazaGalaClosed")).toBe("true");
    expect(createStoredFlag("popupVoteazaGalaClosed").isSet()).toBe(true);
  });

  it("reads the JSON string form, and resets any other value", () => {
    storage.setItem("popupVoteazaGalaClosed", '"true"');
    expect(createStoredFlag("popupVoteazaGalaClosed").isSet()).toBe(true);
    storage.setItem("popupVoteazaGalaClosed", "{nonsens");
    expect(createStoredFlag("popupVoteazaGalaClosed").isSet()).toBe(false);
    expect(storage.getItem("popupVoteazaGalaClosed")).toBeNull();
  });

  it("remembers in the tab when storage refuses the write", () => {
    storage.failWrites = true;
    const flag = createStoredFlag("popupVoteazaGalaClosed");
    flag.set();
    expect(flag.isSet()).toBe(true);
  });
});

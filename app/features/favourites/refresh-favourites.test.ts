import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFavourite } from "~/lib/stored-item-factories";
import { createApiProduct } from "../catalogue/test-factories";
import { favouritesList } from "./favourites-store";
import { mergeRefreshed, REFRESH_BATCH, refreshStoredFavourites } from "./refresh-favourites";

// In node there is no localStorage: the stored list keeps its value in memory, which is all
// these tests need.
beforeEach(() => favouritesList.write([]));

describe("mergeRefreshed", () => {
  it("replaces the asked books and drops the unlisted ones", () => {
    const current = [createFavourite({ id: 1, price: 5000 }), createFavourite({ id: 2 })];
    const result = mergeRefreshed(current, new Set([1, 2]), [
      createApiProduct({ id: 1, price: 4500 }),
    ]);
    expect(result).toMatchObject([{ id: 1, price: 4500 }]);
  });

  it("keeps books saved while the answer was on its way", () => {
    const current = [createFavourite({ id: 1 }), createFavourite({ id: 3, title: "Nouă" })];
    const result = mergeRefreshed(current, new Set([1]), [createApiProduct({ id: 1 })]);
    expect(result.map((item) => item.id)).toEqual([1, 3]);
    expect(result[1]?.title).toBe("Nouă");
  });
});

describe("refreshStoredFavourites", () => {
  it("posts the saved ids and stores the answer", async () => {
    favouritesList.write([
      createFavourite({ id: 1, price: 5000 }),
      createFavourite({ id: 2, price: 3000 }),
    ]);
    const fetch = vi.fn(async (ids: number[]) =>
      ids.filter((id) => id === 1).map((id) => createApiProduct({ id, price: 4200 })),
    );
    await expect(refreshStoredFavourites(fetch)).resolves.toBe("refreshed");
    expect(fetch).toHaveBeenCalledWith([1, 2]);
    expect(favouritesList.read()).toMatchObject([{ id: 1, price: 4200 }]);
  });

  it("keeps the stored list when the request fails", async () => {
    const saved = [createFavourite({ id: 1 }), createFavourite({ id: 2 })];
    favouritesList.write(saved);
    const fetch = vi.fn(async () => {
      throw new Error("offline");
    });
    await expect(refreshStoredFavourites(fetch)).resolves.toBe("failed");
    expect(favouritesList.read()).toEqual(saved);
  });

  it("asks nothing for an empty list", async () => {
    const fetch = vi.fn(async () => []);
    await expect(refreshStoredFavourites(fetch)).resolves.toBe("unchanged");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks in batches the endpoint accepts", async () => {
    const count = REFRESH_BATCH + 5;
    favouritesList.write(Array.from({ length: count }, (_, i) => createFavourite({ id: i + 1 })));
    const fetch = vi.fn(async (ids: number[]) => ids.map((id) => createApiProduct({ id })));
    await refreshStoredFavourites(fetch);
    expect(fetch.mock.calls.map(([ids]) => ids.length)).toEqual([REFRESH_BATCH, 5]);
    expect(favouritesList.read()).toHaveLength(count);
  });
});

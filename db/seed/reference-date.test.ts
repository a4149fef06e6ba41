// The reference date ("today" for the demo data) moves every date of the data with it. Tests pin
// it: the data must not depend on the day they run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.server";
import { createTestDatabase } from "../testing";
import { generateCatalogue, REFERENCE_DATE, seedCatalogue } from "./catalogue";
import { query } from "./test-database";

const BOOKS = 300;
const OTHER_DATE = "2027-03-15";
const DAY_MS = 86_400_000;

describe("the reference date", () => {
  let moved: DatabaseHandle;
  let base: DatabaseHandle;

  beforeAll(async () => {
    [base, moved] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await seedCatalogue(base.db, { books: BOOKS, referenceDate: REFERENCE_DATE });
    await seedCatalogue(moved.db, { books: BOOKS, referenceDate: OTHER_DATE });
  });

  afterAll(async () => {
    await Promise.all([base?.close(), moved?.close()]);
  });

  type Window = { first: string; last: string; latest: string };
  const windowOf = async (handle: DatabaseHandle) => {
    const [row] = await query<Window>(
      handle,
      `select min(available_from)::text as first, max(available_from)::text as last,
              (select max(published_on)::text from books where available_from is null) as latest
       from books`,
    );
    return row as Window;
  };
  const daysBetween = (from: string, to: string) =>
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

  it("moves the pre-order window with it", async () => {
    for (const [handle, date] of [
      [base, REFERENCE_DATE],
      [moved, OTHER_DATE],
    ] as const) {
      const window = await windowOf(handle);
      expect(window.first > date, `${date}: first pre-order ${window.first}`).toBe(true);
      // The window: from a few days after the reference date to about four months after it.
      expect(daysBetween(date, window.first)).toBeGreaterThanOrEqual(4);
      expect(daysBetween(date, window.last)).toBeLessThanOrEqual(119);
      expect(window.latest <= date, `${date}: published ${window.latest}`).toBe(true);
    }
    const [a, b] = await Promise.all([windowOf(base), windowOf(moved)]);
    const shift = daysBetween(REFERENCE_DATE, OTHER_DATE);
    expect(daysBetween(a.first, b.first)).toBe(shift);
    expect(daysBetween(a.last, b.last)).toBe(shift);
  });

  it("dates the rows' timestamps from it, not from the clock", async () => {
    for (const [handle, date] of [
      [base, REFERENCE_DATE],
      [moved, OTHER_DATE],
    ] as const) {
      const [row] = await query<{ latest: string }>(
        handle,
        "select (max(created_at) at time zone 'UTC')::date::text as latest from books",
      );
      expect(row?.latest != null && row.latest <= date).toBe(true);
      const [orders] = await query<{ first: string; last: string }>(
        handle,
        `select (min(placed_at) at time zone 'UTC')::date::text as first,
                (max(placed_at) at time zone 'UTC')::date::text as last from orders`,
      );
      // The order history: the two years before the reference date.
      expect(orders?.last != null && orders.last < date).toBe(true);
      expect(daysBetween(orders?.first ?? "", date)).toBeLessThanOrEqual(731);
    }
  });

  it("rejects a reference date that is not a calendar date", () => {
    expect(() => generateCatalogue({ books: 10, referenceDate: "2026-02-30" })).toThrow(RangeError);
    expect(() => generateCatalogue({ books: 10, referenceDate: "1/11/2026" })).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
import { addDays, formatLastShopDay, formatShopShortDate, shopDayAt, todayInShop } from "./dates";

describe("shop dates", () => {
  it("finds the instant of a Bucharest hour in winter (UTC+2) and summer (UTC+3) time", () => {
    expect(shopDayAt("2026-12-05", 9).toISOString()).toBe("2026-12-05T07:00:00.000Z");
    expect(shopDayAt("2026-07-01", 9).toISOString()).toBe("2026-07-01T06:00:00.000Z");
    // The days summer time starts and ends.
    expect(shopDayAt("2026-03-29", 9).toISOString()).toBe("2026-03-29T06:00:00.000Z");
    expect(shopDayAt("2026-10-25", 9).toISOString()).toBe("2026-10-25T07:00:00.000Z");
  });

  it("takes today's date from Bucharest, not from UTC", () => {
    expect(todayInShop(new Date("2026-11-26T22:30:00Z"))).toBe("2026-11-27");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("formatLastShopDay", () => {
  it("names the day before a window that ends at Bucharest midnight, in winter and in summer", () => {
    // 27 January 00:00 in Bucharest (UTC+2): the code works all of 26 January.
    expect(formatLastShopDay(new Date("2027-01-26T22:00:00Z"))).toBe("26 ianuarie 2027");
    // 1 July 00:00 in Bucharest (UTC+3).
    expect(formatLastShopDay(new Date("2027-06-30T21:00:00Z"))).toBe("30 iunie 2027");
    // A window ending during a day still covers that day.
    expect(formatLastShopDay(new Date("2027-01-26T10:00:00Z"))).toBe("26 ianuarie 2027");
  });
});

describe("formatShopShortDate", () => {
  it("writes the day in Bucharest, not the server's: 00:42 there is the next day", () => {
    expect(formatShopShortDate(new Date("2026-11-27T22:42:45Z"))).toBe("28.11.2026");
    expect(formatShopShortDate(new Date("2026-07-01T20:59:00Z"))).toBe("01.07.2026");
    expect(formatShopShortDate(new Date("2026-07-01T21:00:00Z"))).toBe("02.07.2026");
  });
});

// The layout on a 390 px phone: the sticky header never covers what is under it, and a list's
// filters wait in a "Filtre" drawer so the first books are on the first screen.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, seriousAxeViolations, setupBrowser } from "./browser";
import { facetCount } from "./facets";

const VIEWPORT = { width: 390, height: 844 };
const browser = setupBrowser(VIEWPORT);
const LIST = "/carti/beletristica";
/** Spec: the navigation sticks after 450 px of scroll. */
const STICKY_AFTER_PX = 450;

/** The drawer button's text: "Filtre · 154 de rezultate", "Filtre (1) · 12 rezultate". */
function buttonText(active: number, total: number): RegExp {
  return new RegExp(`^Filtre${active > 0 ? ` \\(${active}\\)` : ""} · ${total} (de )?rezultate$`);
}

/** The header and the first element laid out after it, in the viewport and on the page. */
function headerAndNext(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("header[data-sticky]");
    let next = header?.nextElementSibling ?? null;
    while (next && next.getBoundingClientRect().height === 0) next = next.nextElementSibling;
    if (!header || !next) throw new Error("no header, or nothing after it");
    const bar = header.getBoundingClientRect();
    const below = next.getBoundingClientRect();
    return {
      sticky: header.getAttribute("data-sticky"),
      headerTop: bar.top,
      headerBottom: bar.bottom,
      headerHeight: bar.height,
      nextTop: below.top,
      nextPageTop: below.top + window.scrollY,
      nextLabel: next.getAttribute("aria-label") ?? next.tagName,
    };
  });
}

/** "154 de cărți · pagina 1 din 7" → 154. */
async function statusTotal(page: Page): Promise<number> {
  const status = (await page.getByRole("status").first().textContent()) ?? "";
  return Number((/^[\d.]+/.exec(status)?.[0] ?? "").replaceAll(".", ""));
}

describe("the sticky header at 390 px", () => {
  it.each([LIST, "/carte/moara-cu-noroc-ioan-slavici", "/"])(
    "%s: no gap and no overlap, before and after it sticks",
    async (path) => {
      const { page } = browser;
      await page.goto(path);
      const onLoad = await headerAndNext(page);
      expect(onLoad.sticky).toBe("false");
      expect(onLoad.headerTop).toBe(0);
      // The trust strip (or whatever comes first) starts exactly where the bar ends.
      expect(Math.abs(onLoad.nextTop - onLoad.headerBottom)).toBeLessThan(1);

      await page.mouse.wheel(0, STICKY_AFTER_PX + 150);
      await expect.poll(async () => (await headerAndNext(page)).sticky).toBe("true");
      const stuck = await headerAndNext(page);
      expect(stuck.headerTop).toBe(0);
      // The bar kept its place in the page: what follows it still starts below its full height,
      // so nothing slid under it and nothing jumped.
      expect(Math.abs(stuck.nextPageTop - stuck.headerHeight)).toBeLessThan(1);
      expect(Math.abs(stuck.nextPageTop - onLoad.nextTop)).toBeLessThan(1);

      await page.mouse.wheel(0, -5000);
      await expect.poll(async () => (await headerAndNext(page)).sticky).toBe("false");
      const back = await headerAndNext(page);
      expect(Math.abs(back.nextTop - back.headerBottom)).toBeLessThan(1);
      if (back.nextLabel === "De ce să cumperi de la noi") {
        // Every item of the trust strip is below the bar.
        const strip = page.getByRole("region", { name: "De ce să cumperi de la noi" });
        for (const box of await strip
          .getByRole("listitem")
          .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top))) {
          expect(box).toBeGreaterThanOrEqual(back.headerBottom);
        }
      }
    },
  );
});

describe("the filters drawer at 390 px", () => {
  it("leaves the first books on the first screen", async () => {
    const { page } = browser;
    await page.goto(LIST);
    expect(await page.getByRole("complementary", { name: "Filtre" }).isVisible()).toBe(false);
    const card = page.locator('main ul li:has(a[href^="/carte/"])').first();
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    // The card starts on the first screen with most of its cover on it.
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(VIEWPORT.height - 200);
  });

  it("opens from „Filtre”, applies a filter, counts it, and closes with Escape", async () => {
    const { page } = browser;
    await page.goto(LIST);
    const total = await statusTotal(page);
    const button = page.getByRole("button", { name: /^Filtre / });
    expect(await button.textContent()).toMatch(buttonText(0, total));

    await button.click();
    const drawer = page.getByRole("dialog", { name: "Filtre" });
    expect(await drawer.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const inStock = drawer.getByRole("link", { name: /În stoc/ });
    const count = await facetCount(inStock);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);
    await inStock.click();
    await page.waitForURL(/disponibilitate=in-stoc/);
    // The drawer stays open while the list behind it reloads; its last button shows the count.
    const apply = drawer.getByRole("button", { name: /^Vezi/ });
    await expect.poll(() => apply.textContent()).toMatch(new RegExp(`^Vezi ${count} `));
    expect(await drawer.getByRole("link", { name: /În stoc/ }).getAttribute("aria-current")).toBe(
      "true",
    );
    await apply.click();
    expect(await drawer.isVisible()).toBe(false);
    expect(await button.textContent()).toMatch(buttonText(1, count));
    expect(await statusTotal(page)).toBe(count);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await button.click();
    expect(await drawer.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("filters search results the same way", async () => {
    const { page } = browser;
    await page.goto("/cautare?term=carte");
    const total = await statusTotal(page);
    const button = page.getByRole("button", { name: /^Filtre / });
    expect(await button.textContent()).toMatch(buttonText(0, total));
    await button.click();
    await page
      .getByRole("dialog", { name: "Filtre" })
      .getByRole("link", { name: /În stoc/ })
      .click();
    await page.waitForURL(/disponibilitate=in-stoc/);
    expect(new URL(page.url()).searchParams.get("term")).toBe("carte");
    await expect.poll(() => button.textContent()).toMatch(/^Filtre \(1\) · /);
  });

  it("works without JavaScript: the button leads to the filters above the results", async () => {
    const context = await browser.browser.newContext({
      baseURL: baseURL(),
      viewport: VIEWPORT,
      locale: "ro-RO",
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(LIST);
      const filters = page.getByRole("complementary", { name: "Filtre" });
      expect(await filters.isVisible()).toBe(false);
      await page.getByRole("link", { name: /^Filtre / }).click();
      expect(await filters.isVisible()).toBe(true);
      await filters.getByRole("link", { name: /În stoc/ }).click();
      await page.waitForURL(/disponibilitate=in-stoc/);
      expect(await page.getByRole("link", { name: /^Filtre \(1\) · / }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("the category menu on a phone", () => {
  it("keeps its title and close button in view while its long list scrolls", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Meniu" }).click();
    const menu = page.getByRole("dialog", { name: "Categorii de carte" });
    await menu.getByRole("link").first().waitFor();
    // Scrolled to its end, the list is longer than the screen.
    const scrolled = await menu.evaluate((dialog) => {
      dialog.scrollTop = dialog.scrollHeight;
      return dialog.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    const close = await menu.getByRole("button", { name: "Închide meniul" }).boundingBox();
    expect(close?.y).toBeGreaterThanOrEqual(0);
    expect((close?.y ?? 0) + (close?.height ?? 0)).toBeLessThanOrEqual(VIEWPORT.height);
    await page.keyboard.press("Escape");
  });
});

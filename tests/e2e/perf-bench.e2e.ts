// What every page loads, on a 390 px phone: the add-to-cart popup and the category menu come when
// first needed and still open on the first use; the cart keeps its layout still while its lines
// arrive from the browser's storage; scripts go precompressed. Speed itself is measured by
// `npm run bench:lighthouse`, not here.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, pageAddToCart, seriousAxeViolations, setupBrowser } from "./browser";
import { buyableBook, type Listed, offeredNow } from "./checkout-steps";

const browser = setupBrowser({ width: 390, height: 844 });
const ADDED = "Produsul a fost adăugat în coș";

/** Script addresses the page asked for so far. */
function scriptsRequested(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Bestsellers that `/addtocart/{slug}` puts in the cart (in stock now), `count` of them. */
async function fillCart(page: Page, count: number): Promise<Listed[]> {
  const top = (await (await fetch(`${baseURL()}/api/product/top20`)).json()) as Listed[];
  const added: Listed[] = [];
  for (const book of top) {
    if (!(await offeredNow(baseURL(), book.url))) continue;
    await page.goto(book.url.replace(/^\/carte\//, "/addtocart/"));
    const landed = await page
      .waitForURL(/\/cos\/produse$/, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (landed) added.push(book);
    if (added.length === count) return added;
  }
  throw new Error(`fewer than ${count} bestsellers can be added to the cart`);
}

describe("loaded when first needed", () => {
  it("the add-to-cart popup: not shipped with the page, opens on the first add", async () => {
    const { page } = browser;
    const scripts = scriptsRequested(page);
    const book = await buyableBook(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => path.includes("add-to-cart-popup"))).toEqual([]);
    await pageAddToCart(page, book.title).click();
    const popup = page.getByRole("dialog", { name: ADDED });
    await popup.waitFor();
    expect(scripts.some((path) => path.includes("add-to-cart-popup"))).toBe(true);
    expect(await popup.getByText(book.title, { exact: true }).count()).toBeGreaterThan(0);
    await popup.getByRole("button", { name: "Continuă cumpărăturile" }).click();
    await popup.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.getByRole("link", { name: /^Coșul meu/ }).getAttribute("aria-label"))
      .toBe("Coșul meu, 1 produs");
  });

  it("the category menu: its content comes as the button is reached, and it opens", async () => {
    const { page } = browser;
    const scripts = scriptsRequested(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => path.includes("category-menu-panel"))).toEqual([]);
    const button = page.getByRole("button", { name: "Meniu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Categorii de carte" });
    // On a phone each category is a closed <details>: its name shows, its links on opening.
    await menu.getByText("Beletristică", { exact: true }).first().click();
    await menu.getByRole("link", { name: "Toate cărțile din Beletristică" }).first().waitFor();
    expect(scripts.some((path) => path.includes("category-menu-panel"))).toBe(true);
    expect(await menu.getByRole("link", { name: "Cariere" }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
  });
});

describe("the cart with 3 books", () => {
  it("shifts nothing on the screen while its lines and totals arrive", async () => {
    const { page } = browser;
    await fillCart(page, 3);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/cos/produse");
    const summary = page.getByRole("complementary", { name: "Sumar comandă" });
    await expect.poll(() => page.getByTestId("cart-line").count()).toBe(3);
    // The quote has answered: the summary is no longer busy.
    await summary.locator('[aria-busy="false"]').waitFor();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
  });
});

describe("scripts", () => {
  it("go precompressed: brotli as the browser asks, with Vary and a year's caching", async () => {
    const { page } = browser;
    const responses: { url: string; encoding: string | null; vary: string | null }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const headers = await response.allHeaders();
      responses.push({
        url: response.url(),
        encoding: headers["content-encoding"] ?? null,
        vary: headers.vary ?? null,
      });
    });
    await page.goto("/carti/beletristica");
    await page.waitForLoadState("networkidle");
    const assets = responses.filter((r) => new URL(r.url).pathname.startsWith("/assets/"));
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset.encoding, asset.url).toBe("br");
      expect(asset.vary, asset.url).toMatch(/Accept-Encoding/i);
    }
  });
});

// The cookie banner and what depends on it, on a 390 px phone: nothing tracks before a choice or
// after "Refuz"; "Accept toate" keeps the landing's click id and sends page views and adds to
// cart; the preferences (from the footer) take it back. Also /politica-cookies, the reload after
// a failed chunk and the offline notice.
import type { BrowserContext, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, pageAddToCart, seriousAxeViolations, setupBrowser } from "./browser";
import { addBookAndChoosePack } from "./packs";

const browser = setupBrowser({ width: 390, height: 844 }, { consentBanner: true });

const TRACKING_COOKIES = [
  "fbcid",
  "googleId",
  "tiktokid",
  "mailid",
  "twoperformantid",
  "klaviyoid",
];

/** Every conversion call the page makes from now on. */
function conversionCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/facebook/")) calls.push(request);
  });
  return calls;
}

/** The tracking code's chunk, whenever the page asks for it. */
function trackingCodeLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/tracking-manager-[\w-]+\.js$/.test(request.url())) loads.push(request.url());
  });
  return loads;
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "coperta_consent")?.value;
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie-uri" });

/** A book page reached inside the app (a client-side navigation), from a list. */
async function openFirstBook(page: Page): Promise<string> {
  const card = page.locator('main a[href^="/carte/"]').first();
  const href = (await card.getAttribute("href")) ?? "";
  await card.click();
  await page.waitForURL((url) => url.pathname === href);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return href;
}

describe("the cookie banner", () => {
  it("asks a new visitor, and before a choice or after Refuz nothing tracks", async () => {
    const { page, context } = browser;
    const calls = conversionCalls(page);
    const trackingCode = trackingCodeLoads(page);
    await page.goto("/carti?fbclid=IwAR2e2eRefuz&gclid=Cj0e2e");
    await banner(page).waitFor();
    const accept = banner(page).getByRole("button", { name: "Accept toate" });
    const refuse = banner(page).getByRole("button", { name: "Refuz" });
    expect(await banner(page).getByRole("button", { name: "Setări" }).isVisible()).toBe(true);
    // Equally prominent: the same size and colours.
    const [acceptBox, refuseBox] = [await accept.boundingBox(), await refuse.boundingBox()];
    expect(acceptBox?.height).toBeCloseTo(refuseBox?.height ?? 0, 0);
    expect(acceptBox?.width).toBeCloseTo(refuseBox?.width ?? 0, 0);
    const colours = (locator: typeof accept) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.backgroundColor, style.color, style.fontWeight];
      });
    expect(await colours(accept)).toEqual(await colours(refuse));
    // The three choices on one row of a phone's screen, each on one line.
    const settingsBox = await banner(page).getByRole("button", { name: "Setări" }).boundingBox();
    expect(settingsBox?.y).toBeCloseTo(acceptBox?.y ?? 0, 0);
    expect(acceptBox?.height).toBeLessThan(48);
    // At the bottom, not over most of a phone's screen; the page gets room under its end.
    const box = await banner(page).boundingBox();
    expect(box?.height).toBeLessThan(844 * 0.35);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
    const room = await page.evaluate(() => Number.parseFloat(document.body.style.paddingBottom));
    expect(Math.abs(room - (box?.height ?? 0))).toBeLessThan(1);

    await openFirstBook(page);
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([]);
    expect(await cookieNames(context)).not.toContain("coperta_consent");
    for (const name of TRACKING_COOKIES) expect(await cookieNames(context)).not.toContain(name);

    await refuse.click();
    await banner(page).waitFor({ state: "hidden" });
    expect(await consentCookie(context)).toMatch(/^v=[\w.-]+&d=[^&]+&a=0&m=0&id=[\w-]+$/);
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");

    // It stays so: a new landing with click ids, a navigation, and no banner again.
    await page.goto("/carti?fbclid=IwAR2e2eRefuz2&ttclid=E2E");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await openFirstBook(page);
    await page.waitForLoadState("networkidle");
    expect(await banner(page).count()).toBe(0);
    expect(calls).toEqual([]);
    // The tracking code itself was never downloaded.
    expect(trackingCode).toEqual([]);
    for (const name of TRACKING_COOKIES) expect(await cookieNames(context)).not.toContain(name);
  });

  it("Accept toate keeps the click id and reports pages and adds; the preferences take it back", async () => {
    const { page, context } = browser;
    const calls = conversionCalls(page);
    const trackingCode = trackingCodeLoads(page);
    // Books in stock: each has its add-to-cart button.
    await page.goto("/carti?disponibilitate=in-stoc&fbclid=IwAR2e2eAccept");
    await banner(page).waitFor();
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([]);
    expect(trackingCode).toEqual([]);

    const firstView = page.waitForRequest((request) =>
      request.url().endsWith("/api/facebook/addPVEvt"),
    );
    await banner(page).getByRole("button", { name: "Accept toate" }).click();
    const view = (await firstView).postDataJSON() as Record<string, unknown>;
    expect(view).toMatchObject({ event_name: "PageView" });
    expect(String(view.fbc)).toMatch(/^fb\.1\.\d{13}\.IwAR2e2eAccept$/);
    expect(String(view.event_source_url)).toContain("fbclid=IwAR2e2eAccept");
    expect(String(view.event_id)).toMatch(/^[\w-]{22}$/);
    // Its code came with the consent.
    expect(trackingCode).toHaveLength(1);
    await banner(page).waitFor({ state: "hidden" });
    expect(await consentCookie(context)).toMatch(/&a=1&m=1&/);
    expect(await cookieNames(context)).toContain("fbcid");

    // A route change is a page view too; an add to cart is reported with its price in bani.
    const nextView = page.waitForRequest((request) =>
      request.url().endsWith("/api/facebook/addPVEvt"),
    );
    const book = await openFirstBook(page);
    expect(String((await nextView).postDataJSON().event_source_url)).toContain(book);
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const added = page.waitForRequest((request) =>
      request.url().endsWith("/api/facebook/addATCEvt"),
    );
    await pageAddToCart(page, title).click();
    const body = (await added).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ event_name: "AddToCart" });
    expect(Number.isInteger(body.value) && Number.isInteger(body.product_id)).toBe(true);
    const popup = page.getByRole("dialog", { name: "Produsul a fost adăugat în coș" });
    await popup.waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });

    // The footer's „Setări cookie-uri” reopens the choice; marketing off again.
    await page.getByRole("contentinfo").getByRole("button", { name: "Setări cookie-uri" }).click();
    const dialog = page.getByRole("dialog", { name: "Setări cookie-uri" });
    await dialog.waitFor();
    const necessary = dialog.getByRole("checkbox", { name: /Necesare/ });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    const marketing = dialog.getByRole("checkbox", { name: "Marketing" });
    expect(await marketing.isChecked()).toBe(true);
    await marketing.uncheck();
    await dialog.getByRole("button", { name: "Salvează preferințele" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => consentCookie(context)).toMatch(/&a=1&m=0&/);
    expect(await cookieNames(context)).not.toContain("fbcid");

    const before = calls.length;
    await page.goto("/carti?fbclid=IwAR2e2eLater");
    await openFirstBook(page);
    await page.waitForLoadState("networkidle");
    expect(calls.length).toBe(before);
    expect(await cookieNames(context)).not.toContain("fbcid");
    expect(await banner(page).count()).toBe(0);
  });

  it("with marketing, reports a book replaced by its pack as such", async () => {
    const { page } = browser;
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept toate" }).click();
    await banner(page).waitFor({ state: "hidden" });
    const replaced = page.waitForRequest((request) =>
      request.url().endsWith("/api/facebook/addATCReplaceEvt"),
    );
    await addBookAndChoosePack(page);
    const body = (await replaced).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ event_name: "AddToCart" });
    expect(Number.isInteger(body.value) && Number.isInteger(body.product_id)).toBe(true);
    // The pack is what was reported: the cart's line.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("Cos") ?? "[]"));
    expect(stored.map((line: { id: number }) => line.id)).toContain(body.product_id);
  });

  it("passes axe with the banner and with the preferences open", async () => {
    const { page } = browser;
    await page.goto("/");
    await banner(page).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await banner(page).getByRole("button", { name: "Setări" }).click();
    const dialog = page.getByRole("dialog", { name: "Setări cookie-uri" });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Saving from the dialog is a choice: the banner goes.
    await dialog.getByRole("button", { name: "Salvează preferințele" }).click();
    await dialog.waitFor({ state: "hidden" });
    await banner(page).waitFor({ state: "hidden" });
  });
});

/**
 * The focused element's place against the sticky header and the banner (WCAG 2.4.11): null when
 * nothing on the page has focus, or it sits in the header, the banner, a popup or a fixed widget
 * (those stay where they are whatever the scroll).
 */
function focusedPlace(page: Page) {
  return page.evaluate(async () => {
    // After the scroll the focus caused has been handled: the header's sticky state follows the
    // scroll position a frame later (at the top of the page, after a wrap to the skip link).
    for (let frame = 0; frame < 3; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const header = document.querySelector("header[data-sticky]");
    const cookieBanner = document.querySelector("[data-consent-banner]");
    if (header?.contains(element) || cookieBanner?.contains(element)) return null;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.matches("dialog[open]") || getComputedStyle(node).position === "fixed") return null;
    }
    const box = element.getBoundingClientRect();
    return {
      name: element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "",
      multiline: element.tagName === "TEXTAREA",
      top: box.top,
      bottom: box.bottom,
      headerBottom:
        header?.getAttribute("data-sticky") === "true" ? header.getBoundingClientRect().bottom : 0,
      bannerTop: cookieBanner?.getBoundingClientRect().top ?? window.innerHeight,
    };
  });
}

describe("focus with the banner at 320 px", () => {
  it("never leaves a focused control under the banner or the sticky header", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/contact");
    await banner(page).waitFor();
    const hidden: string[] = [];
    const check = async (key: string) => {
      await page.keyboard.press(key);
      const place = await focusedPlace(page);
      if (!place) return;
      // A control taller than the room left, or a text box (Chrome brings its caret into view,
      // not the whole box), shows at least its top.
      const room = place.bannerTop - place.headerBottom;
      const clear =
        place.multiline || place.bottom - place.top > room
          ? place.top >= place.headerBottom && place.top < place.bannerTop
          : place.top >= place.headerBottom - 1 && place.bottom <= place.bannerTop + 1;
      if (!clear)
        hidden.push(`${key} ${place.name}: ${Math.round(place.top)}–${Math.round(place.bottom)}`);
    };
    for (let i = 0; i < 60; i++) await check("Tab");
    for (let i = 0; i < 60; i++) await check("Shift+Tab");
    expect(hidden).toEqual([]);
  });
});

describe("the cookie policy", () => {
  it("lists the cookies by category from the registry and reopens the preferences", async () => {
    const { page } = browser;
    const response = await page.goto("/politica-cookies");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("public");
    await page.getByRole("heading", { level: 1, name: "Politica de cookie-uri" }).waitFor();
    for (const name of ["Necesare", "Analiză", "Marketing"]) {
      expect(await page.getByRole("heading", { level: 2, name }).isVisible()).toBe(true);
    }
    const necessary = page.getByRole("table", { name: /Necesare/ });
    expect(await necessary.getByRole("cell", { name: /^sesiune/ }).count()).toBe(1);
    const marketing = page.getByRole("table", { name: /Marketing/ });
    expect(await marketing.getByRole("row", { name: /fbcid .* 2 zile/ }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Schimbă setările cookie-urilor" }).click();
    await page.getByRole("dialog", { name: "Setări cookie-uri" }).waitFor();
  });

  it("fits a 320 px screen: long names and words break inside the tables", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/politica-cookies");
    const necessary = page.getByRole("table", { name: /Necesare/ });
    expect(await necessary.getByRole("cell", { name: /autentificare/ }).count()).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

describe("a failed page chunk", () => {
  /** Main-frame document loads of the page from now on. */
  function documentLoads(page: Page): string[] {
    const loads: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        loads.push(request.url());
      }
    });
    return loads;
  }

  /** The console errors a failed chunk causes by design. */
  function forgetChunkErrors() {
    browser.errors.splice(
      0,
      browser.errors.length,
      ...browser.errors.filter(
        (error) =>
          !/ERR_FAILED|Error loading route module|dynamically imported module|cookie-policy|prize-wheel/.test(
            error,
          ),
      ),
    );
  }

  it("on a client-side navigation reloads the page once, not in a loop", async () => {
    const { page } = browser;
    let failed = 0;
    await page.route(/\/assets\/cookie-policy-[\w-]+\.js$/, (route) => {
      failed++;
      return route.abort();
    });
    const loads = documentLoads(page);
    await page.goto("/");
    await banner(page).waitFor();
    const reloaded = page.waitForEvent("load");
    await banner(page).getByRole("link", { name: "Politica de cookie-uri" }).click();
    await reloaded;
    await banner(page).waitFor();
    await page.waitForLoadState("networkidle");
    expect(failed).toBeGreaterThan(0);
    expect(loads).toEqual([`${baseURL()}/`, `${baseURL()}/`]);
    forgetChunkErrors();
  });

  it("loaded after the page (a popup's code) reloads once a minute at most", async () => {
    const { page } = browser;
    // The demo's wheel runs now: its code is fetched after every page load.
    let failed = 0;
    await page.route(/\/assets\/prize-wheel-[\w-]+\.js$/, (route) => {
      failed++;
      return route.abort();
    });
    const loads = documentLoads(page);
    await page.goto("/carti");
    await expect.poll(() => failed, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState("networkidle");
    // The first failure reloaded; the reloaded page's failure did not.
    expect(loads).toEqual([`${baseURL()}/carti`, `${baseURL()}/carti`]);
    expect(
      await page.evaluate(() => window.sessionStorage.getItem("coperta_chunkReloadAt")),
    ).toMatch(/^\d{13}$/);
    forgetChunkErrors();
  });
});

describe("the connection notice", () => {
  it("says when the connection is lost and when it is back", async () => {
    const { page, context } = browser;
    await page.goto("/carti");
    await banner(page).waitFor();
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    const notice = page.getByRole("status").filter({ hasText: "Nu ești conectat la internet" });
    await notice.waitFor();
    await context.setOffline(false);
    await page
      .getByRole("status")
      .filter({ hasText: "Ești din nou conectat la internet" })
      .waitFor();
    expect(await notice.count()).toBe(0);
  });
});

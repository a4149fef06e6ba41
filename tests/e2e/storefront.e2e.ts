import { describe, expect, it } from "vitest";
import { baseURL, hydrated, seriousAxeViolations, setupBrowser } from "./browser";

const browser = setupBrowser();
const PRICE = /^\d{1,3}(\.\d{3})*,\d{2} lei$/;

describe("home page", () => {
  it("lists books from the catalogue, each linking to its product page", async () => {
    const { page } = browser;
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("ro");
    await expect.poll(() => page.getByRole("heading", { name: "Noutăți" }).isVisible()).toBe(true);
    const bestsellers = page.getByRole("region", { name: "Cele mai vândute" });
    const links = bestsellers.locator('a[href^="/carte/"]');
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    const firstTitle = (await links.first().innerText()).trim();
    await links.first().click();
    await page.waitForURL(/\/carte\/[a-z0-9-]+$/);
    await expect
      .poll(async () => (await page.getByRole("heading", { level: 1 }).innerText()).trim())
      .toBe(firstTitle);
  });

  it("follows a page link inside the app, prefetching it on hover, without reloading", async () => {
    const { page, context } = browser;
    await page.goto("/carti");
    await page.evaluate(() => {
      (window as unknown as { stayedLoaded: boolean }).stayedLoaded = true;
    });
    const card = page.locator('main a[href^="/carte/"]').first();
    const href = (await card.getAttribute("href")) ?? "";
    // A hover before hydration has no handler to see it.
    await (await hydrated(card)).hover();
    // The page's data is fetched ahead, once the pointer rests on the link.
    await expect
      .poll(() => page.locator(`link[rel="prefetch"][href^="${href}"]`).count(), {
        timeout: 5_000,
      })
      .toBeGreaterThan(0);
    // A click with a modifier is the browser's: a new tab, this page stays.
    const [opened] = await Promise.all([
      context.waitForEvent("page"),
      card.click({ modifiers: ["Control"] }),
    ]);
    await opened.close();
    expect(new URL(page.url()).pathname).toBe("/carti");
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { stayedLoaded?: boolean }).stayedLoaded),
    ).toBe(true);
    // The footer the server rendered once stays through the navigation, links and all.
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link").count()).toBeGreaterThan(20);
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);
  });

  it("shows the shell: search box, account, favourites and cart buttons, trust strip, footer", async () => {
    const { page } = browser;
    await page.goto("/");
    expect(await page.getByPlaceholder("Caută un titlu aici").isVisible()).toBe(true);
    for (const name of ["Contul meu", "Lista mea de favorite"]) {
      expect(await page.getByRole("button", { name }).count()).toBe(1);
    }
    expect(await page.getByRole("link", { name: "Coșul meu" }).count()).toBe(1);
    expect(await page.getByText("Retur în 30 de zile").first().isVisible()).toBe(true);
    const year = new Date().getFullYear();
    expect(await page.getByRole("contentinfo").innerText()).toContain(`© ${year}`);
  });

  it("keeps the navigation on screen after 450 px of scroll", async () => {
    const { page } = browser;
    await page.goto("/");
    const header = page.getByRole("banner");
    expect(await header.getAttribute("data-sticky")).toBe("false");
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => header.getAttribute("data-sticky")).toBe("true");
    expect((await header.boundingBox())?.y).toBe(0);
  });

  it("has no serious accessibility violations", async () => {
    const { page } = browser;
    await page.goto("/");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("product page", () => {
  it("shows title, contributors, price in lei, availability and details", async () => {
    const { page } = browser;
    await page.goto("/carte/moara-cu-noroc-ioan-slavici");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Moara cu noroc");
    expect(await page.getByText("Ioan Slavici").first().isVisible()).toBe(true);
    const pricing = page.getByRole("region", { name: "Preț și disponibilitate" });
    const price = (await pricing.locator("span").first().innerText()).trim();
    expect(price).toMatch(PRICE);
    expect(await pricing.innerText()).toMatch(/În stoc|Precomandă|Stoc epuizat/);
    const details = page.getByRole("table");
    expect(await details.innerText()).toMatch(/ISBN\s+97[89]\d{10}/);
    expect(await page.title()).toContain("Moara cu noroc");
  });

  it("finds a book whatever the capitals and diacritics of its address", async () => {
    const { page } = browser;
    await page.goto("/carte/Moara-cu-Noroc-Ioan-Slaviçi");
    expect(new URL(page.url()).pathname).toBe("/carte/moara-cu-noroc-ioan-slavici");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Moara cu noroc");
  });

  it("has no serious accessibility violations", async () => {
    const { page } = browser;
    await page.goto("/carte/moara-cu-noroc-ioan-slavici");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("unknown pages", () => {
  it("answer 404 with a link back home", async () => {
    const { page } = browser;
    const response = await page.goto("/nu-exista-asa-ceva");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "Pagina nu a fost găsită" }).isVisible()).toBe(
      true,
    );
    await page.getByRole("link", { name: "Înapoi la prima pagină" }).click();
    await page.waitForURL(`${baseURL()}/`);
  });

  it("an unknown book answers 404 too", async () => {
    const { page } = browser;
    const response = await page.goto("/carte/aceasta-carte-nu-exista");
    expect(response?.status()).toBe(404);
    expect(await page.getByText("Pagina nu a fost găsită").first().isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("mobile", () => {
  it("shows the same books on a 375 px screen", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    expect(await page.getByRole("heading", { name: "Cele mai vândute" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Căutare" }).click();
    const popup = page.getByRole("dialog", { name: "Căutare" });
    expect(await popup.getByPlaceholder("Caută un titlu aici").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { baseURL, seriousAxeViolations, setupBrowser } from "./browser";
import { facetCount } from "./facets";

const browser = setupBrowser();

/** "1.234,56 lei" → 123456 bani. */
function bani(text: string): number {
  const match = /([\d.]+),(\d{2}) lei/.exec(text);
  if (!match) throw new Error(`not a price: ${text}`);
  return Number(match[1]?.replaceAll(".", "")) * 100 + Number(match[2]);
}

async function gridPrices(page: typeof browser.page): Promise<number[]> {
  const cards = page.locator("main ul li").filter({ has: page.locator('a[href^="/carte/"]') });
  const texts = await cards.locator("p span.font-bold").allTextContents();
  return texts.map(bani);
}

describe("browsing the catalogue", () => {
  it("menu → category → price filter → sort → page 2 → book → author", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.getByRole("button", { name: "Meniu" }).click();
    const menu = page.getByRole("dialog", { name: "Categorii de carte" });
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Toate cărțile din Beletristică" }).click();
    await page.waitForURL(/\/carti\/beletristica$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Beletristică");
    expect(await menu.isVisible()).toBe(false);

    await page.getByLabel("Până la").fill("30");
    await page.getByRole("button", { name: "Filtrează" }).click();
    await page.waitForURL(/pret-maxim=30/);
    const withinPrice = async () => {
      const prices = await gridPrices(page);
      return prices.length > 0 && prices.every((price) => price <= 3000);
    };
    await expect.poll(withinPrice).toBe(true);

    await page.getByLabel("Ordonează după").selectOption("pret-crescator");
    await page.waitForURL(/ordonare=pret-crescator/);
    await expect
      .poll(async () => {
        const prices = await gridPrices(page);
        return (
          prices.length > 0 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price)
        );
      })
      .toBe(true);

    await page.getByLabel("Ordonează după").selectOption("cele-mai-vandute");
    await page.waitForURL(
      (url) =>
        url.search.includes("ordonare=cele-mai-vandute") && url.search.includes("pret-maxim=30"),
    );

    await page
      .getByRole("navigation", { name: "Paginare" })
      .getByRole("link", { name: "Pagina 2" })
      .click();
    await page.waitForURL(/pagina=2/);
    expect(new URL(page.url()).searchParams.get("pret-maxim")).toBe("30");
    await expect
      .poll(async () => (await page.getByRole("status").first().textContent()) ?? "")
      .toContain("pagina 2 din");
    await expect.poll(withinPrice).toBe(true);

    const firstBook = page.locator('main ul li a[href^="/carte/"]').first();
    await firstBook.click();
    await page.waitForURL(/\/carte\//);
    await expect.poll(() => page.locator('header a[href^="/autor/"]').count()).toBeGreaterThan(0);
    const author = page.locator('header a[href^="/autor/"]').first();
    const authorName = (await author.textContent())?.trim();
    await author.click();
    await page.waitForURL(/\/autor\//);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(authorName);
    expect(await page.locator('main a[href^="/carte/"]').count()).toBeGreaterThan(0);
  });

  it("facets narrow the list and show their counts", async () => {
    const { page } = browser;
    await page.goto("/carti/beletristica");
    const filters = page.getByRole("complementary", { name: "Filtre" });
    const inStock = filters.getByRole("link", { name: /În stoc/ });
    const count = await facetCount(inStock);
    await inStock.click();
    await page.waitForURL(/disponibilitate=in-stoc/);
    const total = async () => {
      const status = (await page.getByRole("status").first().textContent()) ?? "";
      return Number((/^[\d.]+/.exec(status)?.[0] ?? "").replaceAll(".", ""));
    };
    await expect.poll(total).toBe(count);
  });

  it("answers 404 for an unknown category and an unknown book", async () => {
    const { page } = browser;
    expect((await page.goto("/carti/nu-exista"))?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "Pagina nu a fost găsită" }).isVisible()).toBe(
      true,
    );
    expect((await page.goto("/carte/nu-exista-nici-asta"))?.status()).toBe(404);
  });

  it("follows a renamed book to its new address", async () => {
    const { page } = browser;
    await page.goto("/carte/moara-cu-noroc");
    expect(new URL(page.url()).pathname).toBe("/carte/moara-cu-noroc-ioan-slavici");
  });
});

describe("structured data", () => {
  it("the product page's JSON-LD offer matches the price shown", async () => {
    const { page } = browser;
    await page.goto("/carte/moara-cu-noroc-ioan-slavici");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const book = parsed.find((item) => JSON.stringify(item["@type"]).includes("Book"));
    expect(book).toBeTruthy();
    const offer = book?.offers as { price: string; priceCurrency: string; availability: string };
    const shown = await page
      .getByRole("region", { name: "Preț și disponibilitate" })
      .locator("span")
      .first()
      .textContent();
    expect(Math.round(Number(offer.price) * 100)).toBe(bani(shown ?? ""));
    expect(offer.priceCurrency).toBe("RON");
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|PreOrder|OutOfStock)$/);
    expect(parsed.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("list pages carry an ItemList of their books", async () => {
    const { page } = browser;
    await page.goto("/carti/beletristica");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = blocks.map((t) => JSON.parse(t)).find((item) => item["@type"] === "ItemList");
    const cards = await page
      .locator('main ul li a[href^="/carte/"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    // The summary form: each entry is a card's position and address, in the cards' order.
    expect(list.itemListElement).toEqual(
      cards.map((url, i) => ({ "@type": "ListItem", position: i + 1, url })),
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${baseURL()}/carti/beletristica`,
    );
  });
});

describe("accessibility of the catalogue pages", () => {
  it.each([
    "/carti/beletristica?pret-maxim=30",
    "/autori",
    "/edituri",
    "/carti-de-top",
    "/noutati",
    "/lansari-lunare",
  ])("%s has no serious violations", async (path) => {
    const { page } = browser;
    expect((await page.goto(path))?.status()).toBe(200);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("the open category menu has no serious violations and closes with Escape", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.getByRole("button", { name: "Meniu" }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await page.getByRole("dialog", { name: "Categorii de carte" }).isVisible()).toBe(false);
  });

  it("the mobile category popup expands sub-categories", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Meniu" }).click();
    const menu = page.getByRole("dialog", { name: "Categorii de carte" });
    await menu.getByText("Horror", { exact: true }).first().click();
    await menu.getByRole("link", { name: "Toate cărțile din Horror" }).first().click();
    await page.waitForURL(/\/carti\/horror$/);
  });
});

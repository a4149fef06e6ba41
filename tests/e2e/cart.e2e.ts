import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, pageAddToCart, pageHeart, seriousAxeViolations, setupBrowser } from "./browser";
import { addBookAndChoosePack } from "./packs";

const browser = setupBrowser();

interface Listed {
  title: string;
  url: string;
}

/** Bestsellers that can be bought now: their page shows the add-to-cart button. */
async function buyableBooks(page: Page, count: number): Promise<Listed[]> {
  const response = await fetch(`${baseURL()}/api/product/top20`);
  const top = (await response.json()) as Listed[];
  const found: Listed[] = [];
  for (const book of top) {
    await page.goto(book.url);
    const buy = page.getByRole("button", { name: `Adaugă în coș: ${book.title}`, exact: true });
    if ((await buy.count()) > 0) found.push(book);
    if (found.length === count) return found;
  }
  throw new Error("not enough books in stock among the bestsellers");
}

const cartLink = (page: Page) => page.getByRole("link", { name: /^Coșul meu/ });

describe("the cart", () => {
  it("adds a book twice from its page: the badge says 2, the cart has one line of 2", async () => {
    const { page } = browser;
    const [book] = await buyableBooks(page, 1);
    if (!book) throw new Error("no book");
    await page.goto(book.url);
    const add = pageAddToCart(page, book.title);
    await add.click();
    const popup = page.getByRole("dialog", { name: "Produsul a fost adăugat în coș" });
    await popup.waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    await add.click();
    await popup.waitFor();
    await expect.poll(() => cartLink(page).getAttribute("aria-label")).toBe("Coșul meu, 2 produse");
    await popup.getByRole("link", { name: "Vezi coșul" }).click();
    await page.waitForURL(/\/cos\/produse$/);
    const lines = page.getByTestId("cart-line");
    await expect.poll(() => lines.count()).toBe(1);
    expect(await lines.first().getByRole("spinbutton", { name: "Cantitate" }).inputValue()).toBe(
      "2",
    );
    expect(await lines.first().textContent()).toContain(book.title);
  });

  it("changes the quantity and removes the line; totals come from the server", async () => {
    const { page } = browser;
    const [book] = await buyableBooks(page, 1);
    if (!book) throw new Error("no book");
    await pageAddToCart(page, book.title).click();
    await page.getByRole("dialog", { name: "Produsul a fost adăugat în coș" }).waitFor();
    await page.goto("/cos/produse");
    const summary = page.getByRole("complementary", { name: "Sumar comandă" });
    const total = () => summary.locator("dd").last().textContent();
    await expect.poll(total).toMatch(/lei$/);
    const single = await total();
    await page.getByRole("button", { name: "Crește cantitatea" }).click();
    await expect
      .poll(() => page.getByRole("spinbutton", { name: "Cantitate" }).inputValue())
      .toBe("2");
    await expect.poll(total).not.toBe(single);
    await page.getByRole("button", { name: `Șterge din coș: ${book.title}` }).click();
    await page.getByText("Coșul tău este gol.").waitFor();
    await expect.poll(() => cartLink(page).getAttribute("aria-label")).toBe("Coșul meu, 0 produse");
  });

  it("a quick-add link fills the cart and opens it; a forged signed link is a 404", async () => {
    const { page } = browser;
    const [book] = await buyableBooks(page, 1);
    if (!book) throw new Error("no book");
    await page.goto(book.url.replace("/carte/", "/addtocart/"));
    await page.waitForURL(/\/cos\/produse$/);
    await expect.poll(() => page.getByTestId("cart-line").count()).toBe(1);
    const forged = await page.goto("/addtocartenc/1.AAAAAAAAAAAAAAAAAAAAAA");
    expect(forged?.status()).toBe(404);
  });

  it("adds on an addProductToCart event, trusting only the product id", async () => {
    const { page } = browser;
    const [book] = await buyableBooks(page, 1);
    if (!book) throw new Error("no book");
    // The product page's JSON-LD carries the shop's product code.
    const productId = await page.evaluate(() => {
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
        const sku = [JSON.parse(script.textContent ?? "null")]
          .flat()
          .find((item) => item?.sku)?.sku;
        if (sku) return Number(sku);
      }
      return 0;
    });
    expect(productId).toBeGreaterThan(0);
    // The listener exists once the page is hydrated: an event sent earlier is lost, so send it
    // until the cart has the line.
    await expect
      .poll(
        () =>
          page.evaluate((productId) => {
            if (localStorage.getItem("Cos")) return true;
            window.dispatchEvent(
              new CustomEvent("addProductToCart", { detail: { productId, price: 1, title: "x" } }),
            );
            return false;
          }, productId),
        { interval: 500 },
      )
      .toBe(true);
    await page.getByRole("dialog", { name: "Produsul a fost adăugat în coș" }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("Cos") ?? "[]"));
    expect(stored).toHaveLength(1);
    expect(stored[0].title).toBe(book.title);
    expect(stored[0].price).toBeGreaterThan(1);
  });

  it("a second tab sees the change at once", async () => {
    const { page, context } = browser;
    const [book] = await buyableBooks(page, 1);
    if (!book) throw new Error("no book");
    const other = await context.newPage();
    await other.goto("/");
    await expect
      .poll(() => cartLink(other).getAttribute("aria-label"))
      .toBe("Coșul meu, 0 produse");
    await pageAddToCart(page, book.title).click();
    await expect.poll(() => cartLink(other).getAttribute("aria-label")).toBe("Coșul meu, 1 produs");
    await other.close();
  });

  it("offers the promo packs that contain the book and swaps the book for the chosen pack", async () => {
    const { page } = browser;
    const chosen = await addBookAndChoosePack(page);
    await page.goto("/cos/produse");
    const lines = page.getByTestId("cart-line");
    await expect.poll(() => lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain(chosen);
  });

  it("passes axe with a line in the cart and with the add-to-cart popup open", async () => {
    const { page } = browser;
    const [book] = await buyableBooks(page, 1);
    if (!book) throw new Error("no book");
    await pageAddToCart(page, book.title).click();
    await page.getByRole("dialog", { name: "Produsul a fost adăugat în coș" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto("/cos/produse");
    await page.getByTestId("cart-line").first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("damaged browser storage", () => {
  it("is repaired instead of breaking the page", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("Cos", "{not json");
      localStorage.setItem("Wishlist", JSON.stringify({ some: "object" }));
      localStorage.setItem("Recent", JSON.stringify([{ id: "x" }, 42, null]));
    });
    await page.goto("/cos/produse");
    await page.getByText("Coșul tău este gol.").waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("Cos"))).toBeNull();
    expect(await cartLink(page).getAttribute("aria-label")).toBe("Coșul meu, 0 produse");
  });
});

describe("favourites", () => {
  it("a heart adds the book; the panel shows it and removes it", async () => {
    const { page } = browser;
    const [book] = await buyableBooks(page, 1);
    if (!book) throw new Error("no book");
    await pageHeart(page, book.title).click();
    const opener = page.getByRole("button", { name: /^Lista mea de favorite/ });
    await expect
      .poll(() => opener.getAttribute("aria-label"))
      .toBe("Lista mea de favorite, 1 produs");
    await opener.click();
    const panel = page.getByRole("dialog");
    await panel.getByText("1 produs", { exact: true }).waitFor();
    await panel.getByRole("link", { name: book.title }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await panel.getByRole("button", { name: /^Șterge/ }).click();
    await panel.getByText("Nu ai produse favorite.").waitFor();
    await panel.getByText("0 produse", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => pageHeart(page, book.title).count()).toBe(1);
  });
});

describe("scroll lock on narrow screens", () => {
  it("stays on when the favourites panel hands over to the add-to-cart popup", async () => {
    const { page } = browser;
    const [book] = await buyableBooks(page, 1);
    if (!book) throw new Error("no book");
    await page.setViewportSize({ width: 390, height: 800 });
    await pageHeart(page, book.title).click();
    await page.getByRole("button", { name: /^Lista mea de favorite/ }).click();
    const overflow = () => page.evaluate(() => document.body.style.overflow);
    await expect.poll(overflow).toBe("hidden");
    await page
      .getByRole("dialog", { name: "Lista mea de favorite" })
      .getByRole("button", { name: `Adaugă în coș: ${book.title}` })
      .click();
    await page.getByRole("dialog", { name: "Produsul a fost adăugat în coș" }).waitFor();
    await expect.poll(overflow).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect.poll(overflow).toBe("");
  });
});

describe("recently viewed", () => {
  it("lists the last books visited, newest first", async () => {
    const { page } = browser;
    const response = await fetch(`${baseURL()}/api/product/top20`);
    const [a, b, c] = (await response.json()) as Listed[];
    if (!a || !b || !c) throw new Error("top20 too short");
    for (const book of [a, b, c]) {
      await page.goto(book.url);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("Recent") ?? ""))
        .toContain(book.url);
    }
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Cărți văzute recent" });
    await strip.waitFor();
    const titles = await strip.getByRole("link").allTextContents();
    const order = [c, b, a].map((book) => titles.findIndex((text) => text.includes(book.title)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });
});

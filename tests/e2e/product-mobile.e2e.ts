// The product page and the cart on a 390 × 844 phone: the buying block in the first screen and
// the buy bar once it has scrolled away, the quantity cap that stays said, pre-orders, and the
// packs and books bought together shown on the page itself.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, logInAs, seriousAxeViolations, setupBrowser } from "./browser";
import { buyableBook } from "./checkout-steps";

const SCREEN = { width: 390, height: 844 };
const browser = setupBrowser(SCREEN);

const buyBlock = (page: Page) => page.getByRole("region", { name: "Preț și disponibilitate" });
const addedPopup = (page: Page) =>
  page.getByRole("dialog", { name: "Produsul a fost adăugat în coș" });

interface Shown {
  id: number;
  title: string;
  url: string;
}

/** The ids of the books in the logged-in shopper's orders, from their data export. */
async function orderedBookIds(page: Page): Promise<Set<number>> {
  const response = await page.request.get("/account/personal/export");
  expect(response.status()).toBe(200);
  const exported = (await response.json()) as { orders: { lines: { bookId: number }[] }[] };
  return new Set(exported.orders.flatMap((order) => order.lines.map((line) => line.bookId)));
}

async function everyonesList(productId: number): Promise<Shown[]> {
  const url = `${baseURL()}/api/product/frequentlyBoughtSingleProductsNL/${productId}`;
  return (await (await fetch(url)).json()) as Shown[];
}

async function bookPage(productId: number): Promise<string> {
  const response = await fetch(`${baseURL()}/api/product/listofids`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify([productId]),
  });
  const [book] = (await response.json()) as Shown[];
  if (!book) throw new Error(`no product ${productId}`);
  return new URL(book.url, baseURL()).pathname;
}

const pathOf = (url: string) => new URL(url, baseURL()).pathname;

/** The first book of a list page's grid. */
async function firstListedBook(page: Page, listUrl: string): Promise<string> {
  await page.goto(listUrl);
  const href = await page.locator('main li a[href^="/carte/"]').first().getAttribute("href");
  if (!href) throw new Error(`no book on ${listUrl}`);
  return href;
}

describe("the product page on a phone", () => {
  it("shows price and button in the first screen, then a buy bar that adds to the cart", async () => {
    const { page } = browser;
    const book = await buyableBook(page);
    const block = await buyBlock(page).boundingBox();
    expect(block).not.toBeNull();
    expect((block?.y ?? 0) + (block?.height ?? 0)).toBeLessThanOrEqual(SCREEN.height);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const bar = page.getByRole("region", { name: `Cumpără: ${book.title}` });
    expect(await bar.count()).toBe(0);
    await page.getByRole("heading", { name: "Detalii" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await bar.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // At the very end of the page the bar covers none of the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page.getByRole("contentinfo").evaluate((footer) => {
      return footer.getBoundingClientRect().bottom;
    });
    const barTop = (await bar.boundingBox())?.y ?? 0;
    expect(footerEnd).toBeLessThanOrEqual(barTop + 1);

    await bar.getByRole("button", { name: `Adaugă în coș: ${book.title}` }).click();
    await addedPopup(page).waitFor();
    await expect
      .poll(() => page.getByRole("link", { name: /^Coșul meu/ }).getAttribute("aria-label"))
      .toBe("Coșul meu, 1 produs");
  });

  it("keeps the campaigns' side tabs clear of one another and of the buy bar", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 740 });
    const book = await buyableBook(page);
    await page.getByRole("heading", { name: "Detalii" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    const bar = page.getByRole("region", { name: `Cumpără: ${book.title}` });
    await bar.waitFor();
    // Widgets load after the first scroll, and popups open on it: closed, their tabs stay.
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 200);
    const flash = page.getByRole("button", { name: /^Pachet flash/ });
    await flash.waitFor();
    for (let tries = 0; tries < 4 && (await page.locator("dialog[open]").count()) > 0; tries++) {
      await page.keyboard.press("Escape");
      await page.waitForTimeout(300);
    }
    const wheel = page.getByRole("button", { name: /^Roata norocului/ });
    await wheel.waitFor();
    const boxes = [
      (await bar.boundingBox())!,
      (await flash.boundingBox())!,
      (await wheel.boundingBox())!,
    ];
    const firstOrder = page.getByRole("button", { name: /Discount la prima comandă/ });
    if ((await firstOrder.count()) > 0) boxes.push((await firstOrder.boundingBox())!);
    const apart = (a: (typeof boxes)[0], b: (typeof boxes)[0]) =>
      a.x + a.width <= b.x ||
      b.x + b.width <= a.x ||
      a.y + a.height <= b.y ||
      b.y + b.height <= a.y;
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(apart(a, b), JSON.stringify([a, b])).toBe(true);
    await page.setViewportSize(SCREEN);
  });

  it("keeps the cap message after typing 55 until the quantity changes", async () => {
    const { page } = browser;
    const book = await buyableBook(page);
    await buyBlock(page)
      .getByRole("button", { name: `Adaugă în coș: ${book.title}` })
      .click();
    await addedPopup(page).waitFor();
    await page.goto("/cos/produse");
    const quantity = page.getByRole("spinbutton", { name: "Cantitate" });
    await quantity.waitFor();
    const max = Number(await quantity.getAttribute("max"));

    const quoted = page.waitForResponse((response) => response.url().endsWith("/api/cart/quote"));
    await quantity.fill("55");
    await quantity.press("Enter");
    expect(await quantity.inputValue()).toBe(String(max));
    const notice = page.getByRole("status").filter({ hasText: /^Poți comanda cel mult/ });
    await notice.waitFor();
    await quoted;
    // The server has answered for the corrected quantity: the message is still there…
    const total = page.getByRole("complementary", { name: "Sumar comandă" }).locator("dd").first();
    await expect.poll(() => total.textContent()).toMatch(/lei$/);
    expect(await notice.isVisible()).toBe(true);
    const describedBy = await quantity.getAttribute("aria-describedby");
    expect(await notice.getAttribute("id")).toBe(describedBy);

    // …until the shopper changes the quantity.
    await page.getByRole("button", { name: "Scade cantitatea" }).click();
    await expect.poll(() => quantity.inputValue()).toBe(String(max - 1));
    await expect.poll(() => notice.count()).toBe(0);
    expect(await quantity.getAttribute("aria-describedby")).toBeNull();
  });

  it("a pre-order says Precomandă and the cart gives its release date", async () => {
    const { page } = browser;
    const href = await firstListedBook(page, "/carti?disponibilitate=precomanda");
    await page.goto(href);
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const block = buyBlock(page);
    expect(await block.getByRole("button", { name: /^Adaugă în coș/ }).count()).toBe(0);
    const availability =
      (await block.getByText(/^Precomandă · disponibilă din /).textContent()) ?? "";
    const releaseDate = availability.replace("Precomandă · disponibilă din ", "");
    await block.getByRole("button", { name: `Precomandă: ${title}` }).click();
    await addedPopup(page).waitFor();
    await page.goto("/cos/produse");
    const line = page.getByTestId("cart-line");
    await line.getByText(`Apare pe ${releaseDate}`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("lists the packs holding the book and the books bought with it", async () => {
    const { page } = browser;
    const packHref = await firstListedBook(
      page,
      "/carti?tip-produs=pachet-promotional&disponibilitate=in-stoc&ordonare=cele-mai-vandute",
    );
    await page.goto(packHref);
    const packTitle = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const contents = page.getByRole("region", { name: "Pachetul conține" });
    const itemHref = await contents.locator('a[href^="/carte/"]').first().getAttribute("href");
    if (!itemHref) throw new Error("a pack without books");

    await page.goto(itemHref);
    const packs = page.getByRole("region", { name: "Pachete promoționale cu această carte" });
    const pack = packs.getByRole("listitem").filter({ hasText: packTitle });
    await pack.waitFor();
    expect(await pack.getByText(/^economisești \d+,\d{2} lei$/).count()).toBe(1);
    const together = page.getByRole("region", { name: "Cumpărate des împreună" });
    expect(await together.getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("shows a logged-in shopper their own „bought together”, without the books they ordered", async () => {
    const { page } = browser;
    await logInAs(page, "ana.popescu@example.ro");
    const ordered = await orderedBookIds(page);
    expect(ordered.size).toBeGreaterThan(1);
    // One of the shopper's books whose list, as everyone sees it, names another book they ordered.
    for (const productId of ordered) {
      const owned = (await everyonesList(productId)).filter((book) => ordered.has(book.id));
      if (owned.length === 0) continue;
      const bookPath = await bookPage(productId);
      const personal = page.waitForResponse((response) =>
        response.url().endsWith(`/api/product/frequentlyBoughtSingleProductsL/${productId}`),
      );
      await page.goto(bookPath);
      const answer = await personal;
      // Everyone's list is in the page's HTML; the shopper's own arrives privately, replaces it.
      expect(answer.headers()["cache-control"]).toMatch(/private|no-store/);
      const mine = (await answer.json()) as Shown[];
      expect(mine.some((book) => ordered.has(book.id))).toBe(false);
      const together = page.getByRole("region", { name: "Cumpărate des împreună" });
      const shown = () =>
        together
          .getByRole("listitem")
          .locator("a[href^='/carte/']")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      await expect.poll(shown).toEqual(mine.map((book) => pathOf(book.url)));
      const html = await (await fetch(`${baseURL()}${bookPath}`)).text();
      for (const book of owned) expect(html).toContain(`href="${pathOf(book.url)}"`);
      return;
    }
    throw new Error("no ordered book whose list names another book of the same account");
  });
});

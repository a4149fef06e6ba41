// The demo's campaigns as a shopper meets them: a popup's voucher charged in the cart, the wheel's
// prize honoured, the first-order box's e-mail, Black Friday prices with the 30-day lowest price.
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { pageAddToCart, seriousAxeViolations, setupBrowser } from "./browser";
import { waitForEmail } from "./outbox";

const browser = setupBrowser();
// A step that hangs names itself instead of running into the test's own timeout.
beforeEach(() => browser.page.setDefaultTimeout(10_000));

/**
 * A book at its regular price in the cart: the demo's campaign codes do not add up with campaign
 * prices, and its best sellers are all at Black Friday prices.
 */
async function addRegularBookToCart(page: Page) {
  await page.goto("/carti/noutati");
  // Cards are the grid's items with a link to a book (the filters' items have none).
  const cards = page
    .locator("main li")
    .filter({ has: page.locator('a[href^="/carte/"]') })
    .filter({ hasNotText: "Cel mai mic preț" })
    .filter({ hasText: "În stoc" });
  const href = await cards.first().locator('a[href^="/carte/"]').first().getAttribute("href");
  if (!href) throw new Error("no book at its regular price among the new books");
  await page.goto(href);
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  await pageAddToCart(page, title).click();
  await page.getByRole("dialog", { name: /Produsul a fost adăugat în coș/ }).waitFor();
}

/** Popups open on the first scroll (spec section 4). */
async function scrollToOpen(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 400);
}

const voucherCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "voucher")?.value ?? null;

describe("campaign popups", () => {
  it("the Easter egg (?egg=1) hands out its code and the cart charges it", async () => {
    const { page } = browser;
    await page.goto("/?egg=1");
    await scrollToOpen(page);
    await page.getByRole("dialog", { name: "Ai găsit oul de Paște!" }).waitFor();
    // Its title follows the steps ("Aproape gata…", "Felicitări!"): the one open dialog.
    const egg = page.locator("dialog[open]");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await egg.getByRole("button", { name: "Sparge oul" }).click();
    await egg.getByRole("button", { name: "Sparge oul" }).click();
    await expect.poll(() => voucherCookie(page)).toBe(encodeURIComponent('"PASTE20"'));
    await egg.getByRole("button", { name: "Continuă cumpărăturile" }).click();

    await addRegularBookToCart(page);
    await page.goto("/cos/produse");
    await page.getByText("Felicitări! Voucherul a fost activat!").waitFor();
    const summary = page.getByRole("complementary", { name: "Sumar comandă" });
    await summary.getByText("Reducere voucher").waitFor();
    expect(await summary.innerText()).toContain(
      "Finalizează comanda și bucură-te de 20% reducere!",
    );
  });

  it("the wheel (?wheel=1) draws on the server and its prize is honoured in the cart", async () => {
    const { page } = browser;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/?wheel=1");
    await scrollToOpen(page);
    const wheel = page.getByRole("dialog", { name: /Roata norocului|Felicitări!/ });
    await wheel.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // "Try again" stores nothing and lets the shopper spin again.
    for (let spin = 0; spin < 8 && (await voucherCookie(page)) === null; spin++) {
      await wheel.getByRole("button", { name: "Învârte roata" }).click();
      await expect
        .poll(async () => (await wheel.innerText()).includes("Roata se învârte"))
        .toBe(false);
    }
    const code = decodeURIComponent((await voucherCookie(page)) ?? "").replaceAll('"', "");
    expect(code).toMatch(/^ROATA-[0-9A-F]{12}$/);

    // A percent prize does not add up with campaign prices: a book at its regular price.
    await addRegularBookToCart(page);
    await page.goto("/cos/produse");
    // A discount, a shipping price or a gift book: the banner says the voucher is on.
    await page
      .getByText(/^Felicitări!/)
      .first()
      .waitFor();
    expect(await page.getByRole("complementary", { name: "Sumar comandă" }).innerText()).toContain(
      "Renunță la voucher",
    );
  });
});

describe("the WOW offer", () => {
  it("puts the chosen best seller in the cart at its WOW price, once", async () => {
    const { page } = browser;
    // A shopper who has not seen the WOW popup in the last 6 hours.
    await page.context().clearCookies({ name: "popupPriceWowFirstTime" });
    await page.goto("/");
    await scrollToOpen(page);
    const wow = page.getByRole("dialog", { name: "Alege un bestseller la preț WOW" });
    await wow.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const save = wow.getByRole("button", { name: "Adaugă în coș la preț WOW" });
    await save.click();
    await wow.getByRole("alert").getByText("Te rugăm să selectezi un produs.").waitFor();
    const first = wow.getByRole("radio").first();
    await first.check();
    await save.click();
    await page.getByRole("dialog", { name: /Produsul a fost adăugat în coș/ }).waitFor();
    const chosen = (await page.context().cookies()).find((c) => c.name === "wowBestsellerId");
    expect(chosen?.value).toMatch(/^\d+$/);

    await page.goto("/cos/produse");
    await page.getByText("Felicitări! Voucherul a fost activat!").waitFor();
    const summary = page.getByRole("complementary", { name: "Sumar comandă" });
    await summary.getByText("Reducere voucher").waitFor();
    expect(await summary.innerText()).toMatch(/o carte la [\d.]+,\d{2} lei/);
  });
});

describe("the first-order box", () => {
  it("sends a single-use code to a new address and says so", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.getByRole("button", { name: /Discount la prima comandă/ }).click();
    const dialog = page.getByRole("dialog");
    const address = `nou.${Date.now()}@example.ro`;
    await dialog.getByLabel("Adresa de e-mail").fill(address);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Trimite-mi voucherul" }).click();
    await dialog.getByText(/Verifică-ți e-mailul/).waitFor();
    const email = await waitForEmail(
      "Voucherul tău de bun venit: 10% reducere la Coperta",
      address,
    );
    expect(email.text).toMatch(/BUNVENIT-[0-9A-F]{10}/);
  });
});

describe("Black Friday prices", () => {
  it("the current landing lists its books at the campaign price with the 30-day lowest price", async () => {
    const { page } = browser;
    await page.goto("/the-black-friday");
    const first = page.getByText("Black Friday", { exact: true }).first();
    await first.waitFor();
    await page
      .getByText(/Cel mai mic preț din ultimele 30 de zile: [\d.]+,\d{2} lei/)
      .first()
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("the Black Friday home locks the page under the menu from 600 px down, other pages from 558", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 580, height: 800 });
    const overflow = () => page.evaluate(() => document.body.style.overflow);
    await page.goto("/");
    await page
      .getByRole("heading", { name: /Black Friday/ })
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Meniu" }).click();
    await page.getByRole("dialog", { name: "Categorii de carte" }).waitFor();
    expect(await overflow()).toBe("hidden");
    await page.keyboard.press("Escape");
    await page.goto("/carti");
    await page.getByRole("button", { name: "Meniu" }).click();
    await page.getByRole("dialog", { name: "Categorii de carte" }).waitFor();
    expect(await overflow()).toBe("");
  });
});

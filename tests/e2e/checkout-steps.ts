// The steps of checkout as a shopper goes through them, shared by the e2e files.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL, pageAddToCart } from "./browser";

export interface Listed {
  title: string;
  url: string;
}

const IN_STOCK = "https://schema.org/InStock";

/**
 * Whether the book's page offers it for sale now (not a pre-order, not out of stock), read from
 * the page's JSON-LD as the server sends it: the same availability that shows its add button.
 */
export async function offeredNow(shop: string, url: string): Promise<boolean> {
  const html = await (await fetch(new URL(url, shop))).text();
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const product = [JSON.parse(json ?? "null")].flat().find((item) => item?.sku);
    if (product) return product.offers?.availability === IN_STOCK;
  }
  return false;
}

/**
 * The `skip`-th bestseller (0 = the first) that can be bought now, its page open with the
 * add-to-cart button. Each test takes a different one, so no test's reservation holds another
 * test's copies. The pages are sifted over HTTP: opening each in the browser cost a page load.
 */
export async function buyableBook(page: Page, skip = 0, shop = baseURL()): Promise<Listed> {
  const response = await fetch(`${shop}/api/product/top20`);
  const top = (await response.json()) as Listed[];
  let found = 0;
  for (const book of top) {
    if (!(await offeredNow(shop, book.url)) || found++ !== skip) continue;
    await page.goto(new URL(book.url, shop).href);
    await pageAddToCart(page, book.title).waitFor();
    return book;
  }
  throw new Error("not enough books in stock among the bestsellers");
}

/** The id of the book whose page is open: the `sku` of its JSON-LD. */
export async function bookIdOnPage(page: Page): Promise<number> {
  const id = await page.evaluate(() => {
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      const sku = [JSON.parse(script.textContent ?? "null")].flat().find((item) => item?.sku)?.sku;
      if (sku) return Number(sku);
    }
    return 0;
  });
  if (!id) throw new Error("no book id (JSON-LD sku) on the page");
  return id;
}

export const cartLink = (page: Page) => page.getByRole("link", { name: /^Coșul meu/ });

/** Opens the book's page, unless the browser is on it already (as buyableBook leaves it). */
export async function openBook(page: Page, book: Listed) {
  if (new URL(page.url()).pathname !== book.url) await page.goto(book.url);
}

/** Adds the book from its page, opens the cart and presses "Finalizează comanda": step 1. */
export async function enterCheckout(page: Page, book: Listed) {
  await openBook(page, book);
  await pageAddToCart(page, book.title).click();
  await page.getByRole("dialog", { name: "Produsul a fost adăugat în coș" }).waitFor();
  await page.goto("/cos/produse");
  await page.getByTestId("cart-line").first().waitFor();
  await page.getByRole("button", { name: "Finalizează comanda" }).click();
  await page.waitForURL(/\/cos\/detalii-comanda$/);
  await page.getByText("Am rezervat produsele pentru tine").waitFor();
}

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  county: string;
  locality: string;
  postalCode: string;
  street: string;
}

export const shopper = (tag: string): Shopper => ({
  firstName: "Ioana",
  lastName: "Popescu",
  email: `ioana.${tag}.${Date.now()}@exemplu.ro`,
  phone: "0722 123 456",
  county: "Cluj",
  locality: "Cluj-Napoca",
  postalCode: "400001",
  street: "Str. Memorandumului nr. 28, ap. 4",
});

export const romanianAddress = (page: Page) =>
  page.getByRole("group", { name: "Adresa de livrare în România" });
export const companyGroup = (page: Page) => page.getByRole("group", { name: "Datele firmei" });

/** Step 1: contact and a Romanian address (works with and without JavaScript). */
export async function fillDetails(page: Page, who: Shopper) {
  await page.getByLabel("Prenume", { exact: true }).fill(who.firstName);
  await page.getByLabel("Nume", { exact: true }).fill(who.lastName);
  await page.getByLabel("E-mail", { exact: true }).fill(who.email);
  await page.getByLabel("Telefon", { exact: true }).fill(who.phone);
  await fillRomanianAddress(page, who);
}

/** Step 1's delivery to a Romanian address: the choice and its four fields. */
export async function fillRomanianAddress(
  page: Page,
  where: Pick<Shopper, "county" | "locality" | "postalCode" | "street">,
) {
  await page.getByRole("radio", { name: "La o adresă din România" }).check();
  const address = romanianAddress(page);
  await address.getByLabel("Județ", { exact: true }).selectOption({ label: where.county });
  await address.getByLabel("Localitate", { exact: true }).fill(where.locality);
  await address.getByLabel("Cod poștal", { exact: true }).fill(where.postalCode);
  await address
    .getByLabel("Strada, numărul, blocul, scara, etajul, apartamentul", { exact: true })
    .fill(where.street);
}

export async function continueToMethods(page: Page) {
  await page.getByRole("button", { name: "Continuă spre livrare și plată" }).click();
  await page.waitForURL(/\/cos\/detalii-comanda-2$/);
  await page.getByRole("heading", { level: 1, name: "Livrare și plată" }).waitFor();
}

/** Step 2: the courier to the address and the payment method whose name starts with `payment`. */
export async function chooseMethods(
  page: Page,
  payment: "Ramburs" | "Card online" | "Ordin de plată",
) {
  await page.getByRole("radio", { name: /^Curier rapid la adresă/ }).check();
  await page.getByRole("radio", { name: new RegExp(`^${payment}`) }).check();
  await page.getByRole("button", { name: "Continuă spre confirmare" }).click();
  await page.waitForURL(/\/cos\/detalii-comanda-3$/);
  await page.getByRole("heading", { level: 1, name: "Verifică și plasează comanda" }).waitFor();
}

/** Step 3: accept the terms and place the order. */
export async function placeOrder(page: Page) {
  await page
    .getByRole("checkbox", { name: "Am citit și accept termenii și condițiile magazinului." })
    .check();
  await page.getByRole("button", { name: "Plasează comanda" }).click();
}

/** "Total de plată" as the totals box of the page shows it ("132,98 lei"). */
export async function totalShown(scope: Page | Locator): Promise<string> {
  const value = scope
    .locator("dt", { hasText: "Total de plată" })
    .locator("xpath=following-sibling::dd[1]");
  const text = (await value.textContent())?.trim() ?? "";
  expect(text).toMatch(/^\d{1,3}(\.\d{3})*,\d\d lei$/);
  return text;
}

/** The order number the confirmation page announces. */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  const line = page.locator("p", { hasText: /^Comanda nr\. \d+ a fost înregistrată\./ });
  await line.waitFor();
  const number = /Comanda nr\. (\d+)/.exec((await line.textContent()) ?? "")?.[1];
  if (!number) throw new Error("no order number on the confirmation page");
  return number;
}

// The pages `npm run bench:lighthouse` measures, found on the seeded shop itself (its first
// category, book and author), and what each needs in the browser before Lighthouse loads it: the
// cart's books in localStorage (put there by the shop's own /addtocart links) or a session.
import type { Page } from "puppeteer-core";

export interface PageCase {
  name: string;
  path: string;
  /** Runs in the measured tab before each Lighthouse run (storage already cleared). */
  setup?: (page: Page, origin: string) => Promise<void>;
}

/** The demo account the seed creates (db/seed/data/customers.ts). */
const DEMO_ACCOUNT = { email: "ana.popescu@example.ro", password: "citesc-mult-2026" };
const CART_BOOKS = 3;
const SEARCH_TERM = "roman";

async function html(origin: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, origin));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** Distinct `prefix/slug` paths in a page, in order. */
function links(text: string, prefix: string): string[] {
  const found = [...text.matchAll(new RegExp(`href="(${prefix}/[a-z0-9-]+)"`, "g"))].map(
    (match) => match[1] as string,
  );
  return [...new Set(found)];
}

function first(paths: string[], what: string): string {
  const path = paths[0];
  if (!path) throw new Error(`no ${what} link found on the seeded shop`);
  return path;
}

/** Puts books in the cart through /addtocart/{slug}, which adds and then opens the cart. */
function fillCart(bookPaths: string[]) {
  return async (page: Page, origin: string) => {
    for (const bookPath of bookPaths) {
      await page.goto(`${origin}${bookPath.replace(/^\/carte\//, "/addtocart/")}`);
      await page.waitForFunction(() => location.pathname === "/cos/produse", { timeout: 30_000 });
    }
    const count = await page.evaluate(() => JSON.parse(localStorage.getItem("Cos") ?? "[]").length);
    if (count !== bookPaths.length) throw new Error(`the cart holds ${count} lines after setup`);
  };
}

/** The cart's "Finalizează comanda", as a shopper enters checkout (it reserves the books). */
function enterCheckout(bookPaths: string[]) {
  const cart = fillCart(bookPaths);
  return async (page: Page, origin: string) => {
    await cart(page, origin);
    // A click in the page, not at a point of the screen: the cookie banner may cover it.
    const button = await page.waitForSelector(
      'form[action="/cos/detalii-comanda"] button[type="submit"]:not([disabled])',
    );
    await button?.evaluate((element) => (element as HTMLButtonElement).click());
    await page.waitForFunction(() => location.pathname === "/cos/detalii-comanda", {
      timeout: 30_000,
    });
  };
}

async function logIn(page: Page, origin: string) {
  const response = await fetch(`${origin}/api/member/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  if (!response.ok) throw new Error(`demo login answered ${response.status}`);
  const { user } = (await response.json()) as { user: string };
  await page.setCookie({ name: "sesiune", value: user, url: origin, httpOnly: true });
}

export async function pageCases(origin: string): Promise<PageCase[]> {
  const category = first(links(await html(origin, "/carti"), "/carti"), "category");
  const categoryPage = await html(origin, category);
  const books = links(categoryPage, "/carte");
  const product = first(books, "book");
  const author = first(links(await html(origin, product), "/autor"), "author");
  const cartBooks = books.slice(0, CART_BOOKS);
  if (cartBooks.length < CART_BOOKS)
    throw new Error(`fewer than ${CART_BOOKS} books in ${category}`);
  return [
    { name: "home", path: "/" },
    { name: "category", path: category },
    { name: "product", path: product },
    { name: "search", path: `/cautare/${SEARCH_TERM}` },
    { name: "author", path: author },
    { name: "cart-3", path: "/cos/produse", setup: fillCart(cartBooks) },
    { name: "checkout", path: "/cos/detalii-comanda", setup: enterCheckout(cartBooks) },
    { name: "account", path: "/account/account", setup: logIn },
  ];
}

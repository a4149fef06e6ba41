// The server wishlist as a shopper meets it: a heart while logged in lands in the account's
// favourites, "Șterge" there removes it everywhere; a heart while logged out joins the account
// at the next login; anonymous hearts never reach the server.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, pageHeart, seriousAxeViolations, setupBrowser } from "./browser";

const browser = setupBrowser();
const DEMO = { email: "ana.popescu@example.ro", password: "citesc-mult-2026" };

interface Listed {
  title: string;
  url: string;
}

/** Fills the login form (as account.e2e.ts's logInAs) and waits for the page it leads to. */
async function logIn(page: Page, landing: RegExp) {
  await page.getByLabel("E-mail").fill(DEMO.email);
  await page.getByLabel("Parola").fill(DEMO.password);
  await page.getByRole("button", { name: "Intră în cont" }).click();
  await page.waitForURL(landing);
}

async function bestsellers(): Promise<Listed[]> {
  const response = await fetch(`${baseURL()}/api/product/top20`);
  return (await response.json()) as Listed[];
}

const favouritesList = (page: Page) => page.getByRole("list", { name: "Produse favorite" });
const storedWishlist = (page: Page) => page.evaluate(() => localStorage.getItem("Wishlist") ?? "");

describe("the server wishlist", () => {
  it("keeps a heart given while logged in; „Șterge” on the account page removes it", async () => {
    const { page } = browser;
    const [book] = await bestsellers();
    if (!book) throw new Error("no bestseller");
    await page.goto("/login");
    await logIn(page, /\/account\/account$/);

    await page.goto(book.url);
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes("/api/product/wishlist/") && response.request().method() === "PUT",
    );
    await pageHeart(page, book.title).click();
    expect((await saved).status()).toBe(200);
    await pageHeart(page, book.title, "Elimină de la").waitFor();

    // The account menu leads there (spec: the logged-in popup links to favourites).
    await page.getByRole("button", { name: "Contul meu" }).click();
    await page.getByRole("link", { name: "Favorite", exact: true }).click();
    await page.waitForURL(/\/account\/favourites$/);
    await page.getByRole("heading", { level: 1, name: "Produse favorite" }).waitFor();
    await favouritesList(page).getByRole("link", { name: book.title }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await favouritesList(page)
      .getByRole("button", { name: `Șterge din favorite: ${book.title}` })
      .click();
    await page.getByText("Nu ai produse favorite.").waitFor();
    await expect.poll(() => storedWishlist(page)).not.toContain(book.url);
    // Gone on the server too: a fresh load of the page does not bring it back.
    await page.reload();
    await page.getByText("Nu ai produse favorite.").waitFor();
  });

  it("merges a heart given while logged out into the account at the next login", async () => {
    const { page } = browser;
    const [, book] = await bestsellers();
    if (!book) throw new Error("top20 too short");
    const wishlistCalls: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/(member|product)\/wishlist/.test(request.url()))
        wishlistCalls.push(request.url());
    });

    await page.goto(book.url);
    await pageHeart(page, book.title).click();
    await expect.poll(() => storedWishlist(page)).toContain(book.url);
    // The panel's link, logged out: the login page, and back to the favourites after it.
    await page.getByRole("button", { name: /^Lista mea de favorite/ }).click();
    await page.getByRole("dialog").getByRole("link", { name: book.title }).waitFor();
    expect(wishlistCalls, "anonymous hearts stay in the browser").toEqual([]);
    await page.getByRole("link", { name: "Vezi toate produsele favorite" }).click();
    await page.waitForURL(/\/login\?inapoi=%2Faccount%2Ffavourites$/);

    await logIn(page, /\/account\/favourites$/);
    // The merge runs right after the login; the page shows its result without a reload.
    await favouritesList(page).getByRole("link", { name: book.title }).waitFor();
    expect(wishlistCalls.some((url) => url.endsWith("/api/member/wishlist/merge"))).toBe(true);

    // And it stays: the server answers it on a fresh load.
    await page.reload();
    await favouritesList(page).getByRole("link", { name: book.title }).waitFor();
    await favouritesList(page)
      .getByRole("button", { name: `Șterge din favorite: ${book.title}` })
      .click();
    await page.getByText("Nu ai produse favorite.").waitFor();
  });
});

// /produs-reviews as a customer uses it: the books of delivered orders, one review each, field
// messages in Romanian, and the page without the shop's navigation (spec section 2, Layouts).
import { describe, expect, it } from "vitest";
import { seriousAxeViolations, setupBrowser } from "./browser";

const browser = setupBrowser();

describe("book reviews", () => {
  it("sends a visitor without a session to the login page and back", async () => {
    const { page } = browser;
    await page.goto("/produs-reviews");
    await page.waitForURL(/\/login\?inapoi=%2Fprodus-reviews$/);
  });

  it("reviews a received book once, with messages next to the fields", async () => {
    const { page } = browser;
    await page.goto("/login?inapoi=%2Fprodus-reviews");
    await page.getByLabel("E-mail").fill("ana.popescu@example.ro");
    await page.getByLabel("Parola").fill("citesc-mult-2026");
    await page.getByRole("button", { name: "Intră în cont" }).click();
    await page.waitForURL(/\/produs-reviews$/);
    await page.getByRole("heading", { level: 1, name: "Recenziile tale" }).waitFor();
    // No search box or menu here: the page is about the books.
    expect(await page.getByRole("searchbox").count()).toBe(0);
    const books = page.getByRole("list", { name: "Cărțile primite" }).getByRole("listitem");
    expect(await books.count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const write = page.getByRole("link", { name: /^Scrie o recenzie pentru / }).first();
    const title = ((await write.textContent()) ?? "").match(/„(.+)”/)?.[1] ?? "";
    await write.click();
    await page.getByRole("heading", { name: `Recenzia ta pentru „${title}”` }).waitFor();
    // The browser checks the text's length itself; a missing rating is the server's to say.
    const opinion = "Am citit-o într-un weekend și am dat-o mai departe surorii mele.";
    await page.getByLabel("Ce părere ai despre carte?").fill(opinion);
    await page.getByRole("button", { name: "Trimite recenzia" }).click();
    await page.getByText("Alege o notă de la 1 la 5 stele.").first().waitFor();
    // What was written is kept.
    expect(await page.getByLabel("Ce părere ai despre carte?").inputValue()).toBe(opinion);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel("4 stele — Foarte bună").check();
    await page.getByRole("button", { name: "Trimite recenzia" }).click();
    await page.getByText("Mulțumim! Recenzia ta va apărea pe pagina cărții").waitFor();
    const reviewed = books.filter({ hasText: title });
    await reviewed.getByText("4 din 5 stele · Trimisă", { exact: false }).waitFor();
    expect(await reviewed.getByRole("link", { name: /^Scrie o recenzie/ }).count()).toBe(0);
    // Form posts the shop refuses answer 400/409 by design; Chromium logs them.
    browser.errors.splice(0);
  });
});

import { describe, expect, it } from "vitest";
import { baseURL, seriousAxeViolations, setupBrowser } from "./browser";

const browser = setupBrowser();

describe("the header search box", () => {
  it("finds a book typed without diacritics and opens it", async () => {
    const { page } = browser;
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Caută în librărie" });
    await box.click();
    await box.pressSequentially("moara cu noroc");
    const list = page.getByRole("listbox", { name: "Sugestii de căutare" });
    const title = list
      .getByRole("group", { name: "Titluri" })
      .getByRole("option", { name: /Moara cu noroc/ });
    await title.waitFor();
    await title.click();
    await page.waitForURL(/\/carte\/moara-cu-noroc-ioan-slavici$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Moara cu noroc");
  });

  it("asks nothing for fewer than 4 characters, and waits for a pause in typing", async () => {
    const { page } = browser;
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/search"))
        asked.push(new URL(request.url()).searchParams.get("q") ?? "");
    });
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Caută în librărie" });
    await box.click();
    await expect.poll(() => asked).toEqual([""]); // the defaults, on focus of the empty box
    await box.pressSequentially("emi", { delay: 50 });
    await page.waitForTimeout(1_500);
    expect(asked).toEqual([""]);
    await box.pressSequentially("nescu", { delay: 50 });
    await expect.poll(() => asked, { timeout: 5_000 }).toEqual(["", "eminescu"]);
  });

  it("is usable with the keyboard: arrows, Enter, Escape", async () => {
    const { page } = browser;
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Caută în librărie" });
    await box.focus();
    await box.pressSequentially("sadovenu");
    const authors = page.getByRole("group", { name: "Autori" });
    await authors.getByRole("option", { name: "Mihail Sadoveanu" }).waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    const activeText = await page.locator(`[id="${active}"]`).textContent();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/");
    expect(activeText).toBeTruthy();
  });

  it("Enter without a chosen suggestion opens the results page", async () => {
    const { page } = browser;
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Caută în librărie" });
    await box.fill("baltagul");
    await box.press("Enter");
    await page.waitForURL(/\/cautare\?term=baltagul$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toContain("baltagul");
  });
});

describe("the mobile search popup", () => {
  it("opens titled Căutare, clears, and goes to the results", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Căutare" }).click();
    const popup = page.getByRole("dialog", { name: "Căutare" });
    const box = popup.getByRole("combobox");
    await box.fill("ceva gresit");
    await popup.getByRole("button", { name: "Șterge textul căutat" }).click();
    expect(await box.inputValue()).toBe("");
    await box.fill("baltagul");
    await popup.getByRole("button", { name: "Caută", exact: true }).click();
    await page.waitForURL(/\/cautare\?term=baltagul$/);
    expect(await popup.isVisible()).toBe(false);
  });
});

describe("the results page", () => {
  it("lists matches with filters and pages, without JavaScript too", async () => {
    const { page } = browser;
    const response = await page.goto("/cautare?term=carte");
    expect(response?.status()).toBe(200);
    const status = page.getByRole("status").first();
    expect(await status.textContent()).toMatch(/cărți/);
    const inStock = page
      .getByRole("complementary", { name: "Filtre" })
      .getByRole("link", { name: /În stoc/ });
    await inStock.click();
    await page.waitForURL(/disponibilitate=in-stoc/);
    expect(new URL(page.url()).searchParams.get("term")).toBe("carte");
  });

  it("answers a search with no match helpfully", async () => {
    const { page } = browser;
    await page.goto("/cautare?term=qqqqzzzzxxxx");
    expect(await page.getByText("Nu am găsit cărți pentru „qqqqzzzzxxxx”").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Cărți populare" }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("takes the term from the path too, and survives hostile input", async () => {
    const { page } = browser;
    expect((await page.goto("/cautare/eminescu"))?.status()).toBe(200);
    for (const term of ["%_'\"\\", "💥📚", "x".repeat(5_000), "' OR 1=1; --"]) {
      const response = await fetch(`${baseURL()}/api/search?q=${encodeURIComponent(term)}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(Object.keys(body).sort()).toEqual(["authors", "categories", "suggestions", "titles"]);
      expect((await fetch(`${baseURL()}/cautare?term=${encodeURIComponent(term)}`)).status).toBe(
        200,
      );
    }
  });

  it("has no serious accessibility violations", async () => {
    const { page } = browser;
    await page.goto("/cautare?term=eminescu");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

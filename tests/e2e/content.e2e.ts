// Content pages, the blog, the campaign rules' PDFs and the layouts, as a shopper meets them on
// the seeded demo shop.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations, setupBrowser } from "./browser";

const browser = setupBrowser();

async function heading(page: Page): Promise<string> {
  return (await page.getByRole("heading", { level: 1 }).innerText()).trim();
}

describe("content pages", () => {
  it("/despre-noi tells about the bookstore and the publishing house", async () => {
    const { page } = browser;
    const response = await page.goto("/despre-noi");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/^public, max-age=300/);
    expect(await heading(page)).toBe("Despre noi");
    await page.getByRole("heading", { name: "Editura Coperta", level: 2 }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("/ajutor shows the terms, each help section, and the sections as navigation", async () => {
    const { page } = browser;
    await page.goto("/ajutor");
    expect(await heading(page)).toBe("Termeni și condiții");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const sections: [string, string][] = [
      ["1", "Cum comand"],
      ["2", "Livrare"],
      ["3", "Metode de plată"],
      ["4", "Politica de retur"],
      ["6", "Întrebări frecvente"],
    ];
    for (const [n, title] of sections) {
      const nav = page.getByRole("navigation", { name: "Secțiuni de ajutor" });
      await nav.getByRole("link", { name: title }).click();
      await page.waitForURL((url) => url.search === `?section=${n}`);
      await expect.poll(() => heading(page)).toBe(title);
      expect(await nav.locator('[aria-current="page"]').innerText()).toBe(title);
      expect(await seriousAxeViolations(page), title).toEqual([]);
    }
    await page.getByRole("heading", { name: "Cât durează livrarea?" }).waitFor();
  });

  it("moves the old ?sectiune=N to ?section=N and answers 404 for an unknown section", async () => {
    const { page } = browser;
    await page.goto("/ajutor?sectiune=4");
    expect(new URL(page.url()).search).toBe("?section=4");
    expect(await heading(page)).toBe("Politica de retur");
    const response = await page.goto("/ajutor?section=5");
    expect(response?.status()).toBe(404);
    expect(await heading(page)).toBe("Pagina nu a fost găsită");
  });

  it("links the trust strip's returns item to the returns policy", async () => {
    const { page } = browser;
    await page.goto("/carti");
    await page.getByRole("link", { name: /Retur în 30 de zile/ }).click();
    await page.waitForURL((url) => url.pathname === "/ajutor" && url.search === "?section=4");
    await expect.poll(() => heading(page)).toBe("Politica de retur");
  });

  it("answers /404 with the error page and a link home", async () => {
    const { page } = browser;
    const response = await page.goto("/404");
    expect(response?.status()).toBe(404);
    expect(await heading(page)).toBe("Pagina nu a fost găsită");
    expect(await page.getByRole("link", { name: "Înapoi la prima pagină" }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("blog", () => {
  it("lists the articles, opens one with the books it mentions as cards", async () => {
    const { page } = browser;
    await page.goto("/blog");
    expect(await heading(page)).toBe("Blogul Coperta");
    expect(await page.getByRole("article").count()).toBe(6);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page
      .getByRole("link", { name: "Cinci clasici români pe care merită să-i recitești" })
      .click();
    await page.waitForURL(/\/blog\/clasici-romani-de-recitit$/);
    await expect
      .poll(() => heading(page))
      .toBe("Cinci clasici români pe care merită să-i recitești");
    const cards = page.getByRole("region", { name: "Cărțile din articol" });
    await cards
      .getByRole("link", { name: /Moara cu noroc/ })
      .first()
      .waitFor();
    expect(await cards.getByRole("listitem").count()).toBe(5);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toEqual(
      expect.arrayContaining(["BlogPosting", "BreadcrumbList"]),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("campaign rules", () => {
  it("the footer links the rules' PDFs, served as PDF documents", async () => {
    const { page } = browser;
    await page.goto("/");
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: /^Regulamentul campaniei Black Friday \d{4} \(PDF\)$/ });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/regulamente\/regulament-black-friday-\d{4}\.pdf$/);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("shows the rules as a page too, with its PDF", async () => {
    const { page } = browser;
    await page.goto("/regulament/regulament-ambasador-literar");
    expect(await heading(page)).toBe("Regulamentul programului „Ambasador literar”");
    const pdf = page.getByRole("link", { name: "Descarcă regulamentul (PDF)" });
    expect(await pdf.getAttribute("href")).toBe("/regulamente/regulament-ambasador-literar.pdf");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("layouts and menu", () => {
  it("/loginIF shows the login form alone, without header or footer", async () => {
    const { page } = browser;
    await page.goto("/loginIF");
    expect(await heading(page)).toBe("Intră în cont");
    expect(await page.getByRole("banner").count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("the Black Friday landing has the black logo-only header and the short footer", async () => {
    const { page } = browser;
    await page.goto("/the-black-friday");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: /prima pagină/ }).waitFor();
    expect(await page.getByPlaceholder("Caută un titlu aici").count()).toBe(0);
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("button", { name: "Setări cookie-uri" }).count()).toBe(1);
    expect(await footer.getByRole("link", { name: "Termeni și condiții" }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The full footer is back on the next page, shown without a reload.
    await footer.getByRole("link", { name: "Politica de retur" }).click();
    await page.waitForURL((url) => url.search === "?section=4");
    await expect
      .poll(() => page.getByRole("contentinfo").getByRole("link").count())
      .toBeGreaterThan(20);
  });

  it("the burger menu's quick links include careers and contact", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.getByRole("button", { name: "Meniu" }).click();
    const menu = page.getByRole("dialog", { name: "Categorii de carte" });
    await menu.waitFor();
    expect(await menu.getByRole("link", { name: "Cariere" }).getAttribute("href")).toBe("/cariere");
    expect(await menu.getByRole("link", { name: "Contact" }).getAttribute("href")).toBe("/contact");
  });
});

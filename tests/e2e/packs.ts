// Finding a book that some promo pack contains, adding it, and taking the pack the add-to-cart
// popup offers instead (spec: the replacement packs). Used by the cart's and tracking's tests.
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The pages' `/carte/` links, in order, without repeats. */
async function bookLinks(page: Page): Promise<string[]> {
  const found = await page
    .getByRole("main")
    .locator('a[href^="/carte/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(found.filter(Boolean))];
}

/**
 * Adds a book of one of the best-selling packs and chooses the pack the popup offers for it;
 * answers the pack's name, once the popup says the book was replaced.
 */
export async function addBookAndChoosePack(page: Page): Promise<string> {
  await page.goto("/carti?tip-produs=pachet-promotional&ordonare=cele-mai-vandute");
  for (const pack of (await bookLinks(page)).slice(0, 12)) {
    await page.goto(pack);
    if ((await page.getByRole("button", { name: /^Adaugă în coș/ }).count()) === 0) continue;
    // A book of the pack (its contents are listed on the pack's page).
    for (const item of await bookLinks(page)) {
      if (item === pack) continue;
      await page.goto(item);
      const add = page.getByRole("button", { name: /^Adaugă în coș/ });
      if ((await add.count()) === 0) continue;
      await add.first().click();
      const popup = page.getByRole("dialog", { name: "Produsul a fost adăugat în coș" });
      await popup.waitFor();
      const choose = popup.getByRole("button", { name: /^Alege pachetul/ });
      try {
        await choose.first().waitFor({ timeout: 3_000 });
      } catch {
        await page.keyboard.press("Escape");
        continue;
      }
      expect(await popup.textContent()).toMatch(/economisești \d+,\d\d lei/);
      expect(await popup.textContent()).toMatch(/Oferta expiră în 0?9:\d\d|10:00/);
      const chosen =
        (await choose.first().getAttribute("aria-label"))?.replace("Alege pachetul: ", "") ?? "";
      await choose.first().click();
      await page
        .getByRole("dialog", { name: "Produsul a fost înlocuit cu pachetul promo" })
        .waitFor();
      return chosen;
    }
  }
  throw new Error("no book of a best-selling pack is offered its pack");
}

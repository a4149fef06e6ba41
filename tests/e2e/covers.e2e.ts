// Covers on a 2× phone (390 px): the first few load at once with high priority and the rest
// lazily, the card slot gets the 400 w file (AVIF), covers are cached for a year; the trust strip
// and the payment methods draw their icons inline, and the page asks no other site for anything.
import { describe, expect, it } from "vitest";
import { seriousAxeViolations, setupBrowser } from "./browser";

const browser = setupBrowser({ width: 390, height: 844 }, { deviceScaleFactor: 2 });

type CoverImage = { loading: string; priority: string | null; src: string; complete: boolean };

async function covers(page: typeof browser.page): Promise<CoverImage[]> {
  return page.locator('main img[alt^="Coperta cărții"]').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      loading: image.loading,
      priority: image.getAttribute("fetchpriority"),
      src: image.currentSrc,
      complete: image.complete && image.naturalWidth > 0,
    })),
  );
}

describe("covers on a phone", () => {
  it("load the first covers of a list first and the 400 w file for a card", async () => {
    const { page } = browser;
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).host));
    await page.goto("/carti/beletristica");
    const all = await covers(page);
    expect(all.length).toBeGreaterThan(6);
    expect(all.slice(0, 3).map((c) => [c.loading, c.priority])).toEqual([
      ["eager", "high"],
      ["eager", "high"],
      ["eager", "high"],
    ]);
    expect(all.slice(3).every((c) => c.loading === "lazy" && c.priority !== "high")).toBe(true);

    await expect.poll(async () => (await covers(page))[0]?.complete).toBe(true);
    const first = (await covers(page))[0]?.src ?? "";
    // A 171 px card at 2×: the 400 w variant, in the smallest format the browser takes.
    expect(first).toMatch(/\/coperti\/\d+-medie-[0-9a-z]+\.avif$/);
    const response = await page.request.get(first);
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    expect(hosts).toEqual(new Set([new URL(page.url()).host]));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("load the product page's cover first, at 600 w for its 300 px slot", async () => {
    const { page } = browser;
    await page.goto("/carte/moara-cu-noroc-ioan-slavici");
    const [cover] = await covers(page);
    expect([cover?.loading, cover?.priority]).toEqual(["eager", "high"]);
    await expect.poll(async () => (await covers(page))[0]?.src).toMatch(/-mare-[0-9a-z]+\.avif$/);
  });

  it("show the trust strip's and payment methods' icons inline and hidden from readers", async () => {
    const { page } = browser;
    await page.goto("/");
    const strip = page.getByRole("region", { name: "De ce să cumperi de la noi" });
    const stripIcons = strip.locator("svg");
    expect(await stripIcons.count()).toBe(5);
    expect(await strip.locator('svg:not([aria-hidden="true"])').count()).toBe(0);
    await expect.poll(() => stripIcons.first().boundingBox()).toMatchObject({ width: 16 });

    const payments = page.getByRole("list", { name: "Metode de plată acceptate" });
    const items = payments.getByRole("listitem");
    // The item's own text (the marks' SVG letters are hidden from readers).
    const names = await items.evaluateAll((list) =>
      list.map((item) =>
        [...item.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(""),
      ),
    );
    expect(names).toEqual([
      "Visa",
      "Mastercard",
      "Maestro",
      "Apple Pay",
      "Google Pay",
      "Tichete de masă",
    ]);
    expect(await payments.locator('svg[aria-hidden="true"]').count()).toBe(6);
    expect(await page.locator("img[src^='http'], image[href^='http']").count()).toBe(0);
  });
});

// /politica-cookies at 320 px: the fixed-layout tables let long words break instead of pushing
// the page wider than the screen.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COOKIE_REGISTRY } from "~/features/consent/cookie-registry";
import CookiePolicy from "./cookie-policy";

function page(): string {
  const loaderData = {
    storeUrl: "https://coperta.test",
    storeName: "Coperta",
    policy: { version: "2026-01", maxAgeDays: 180 },
    trackers: [],
    conversions: null,
  };
  return renderToString(createElement(CookiePolicy, { loaderData } as never));
}

describe("the cookie policy's tables", () => {
  it("break long words in every cell of every table", () => {
    const html = page();
    const tables = html.match(/<table[^>]*>/g) ?? [];
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      expect(table).toContain("table-fixed");
      expect(table).toMatch(/\bwrap-anywhere\b/);
    }
  });

  it("lists the long cookie names and lifetimes inside those tables", () => {
    const html = page();
    expect(html).toContain('<code class="font-semibold">wheelOfFortuneFirstTime</code>');
    const longest = COOKIE_REGISTRY.map((entry) => entry.lifetime).find((text) =>
      text.includes("autentificare"),
    );
    expect(longest).toBeDefined();
    expect(html).toContain(`>${longest}</td>`);
  });
});

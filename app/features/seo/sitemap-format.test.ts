// The sitemaps' file names and sizes, XML escaping and HTTP answers (ETag, robots.txt), and the
// well-formedness check the other sitemap tests rely on: everything that needs no database.
import { describe, expect, it } from "vitest";
import { MAX_ENTRY_BYTES } from "../../../server/response-cache";
import { cachedText } from "./cached-text.server";
import { robotsTxt } from "./robots.server";
import {
  parseSitemapFile,
  SITEMAP_FILE_SIZE,
  SITEMAP_PROTOCOL_LIMIT,
  sitemapFileCount,
  urlsetXml,
  xmlEscape,
} from "./sitemap-xml";
import { BASE, parseXml } from "./test-sitemap-xml";

describe("file names and sizes", () => {
  it("needs 20 files for 100,000 books, within the protocol's limit", () => {
    expect(SITEMAP_FILE_SIZE).toBeLessThanOrEqual(SITEMAP_PROTOCOL_LIMIT);
    expect(sitemapFileCount(100_000)).toBe(20);
    expect(sitemapFileCount(100_001)).toBe(21);
    expect(sitemapFileCount(0)).toBe(0);
  });

  it("keeps a full file of long book addresses small enough for the shared cache, uncompressed", () => {
    // 100-character slugs (the seeded 100,000 books': 38 on average, 85 at most) at a long address.
    const slug = `${"amintiri-din-copilarie-".repeat(5)}ion-creanga`.slice(0, 100);
    const urls = Array.from({ length: SITEMAP_FILE_SIZE }, (_, i) => ({
      path: `/carte/${slug}-${i}`,
      lastmod: "2026-11-26",
    }));
    const xml = urlsetXml("https://www.librarie-coperta.ro", urls);
    expect(parseXml(xml).children).toHaveLength(SITEMAP_FILE_SIZE);
    expect(Buffer.byteLength(xml)).toBeLessThan(MAX_ENTRY_BYTES);
  });

  it("parses only {kind}-{n}.xml", () => {
    expect(parseSitemapFile("carti-12.xml")).toEqual({ kind: "carti", n: 12 });
    for (const name of [
      "carti-0.xml",
      "carti-01.xml",
      "carti-1.xml.gz",
      "altceva-1.xml",
      "carti.xml",
    ])
      expect(parseSitemapFile(name)).toBeNull();
  });
});

describe("the well-formedness check of these tests", () => {
  it("rejects what a sitemap must never contain", () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    expect(parseXml(`${head}<a x="1"><b>&amp;&apos;</b><c/></a>`).children[0]?.text).toBe("&'");
    for (const bad of [
      "<a>&</a>",
      "<a>&nbsp;</a>",
      "<a><b></a></b>",
      "<a>",
      "<a/><b/>",
      "<a>x<</a>",
    ])
      expect(() => parseXml(head + bad), bad).toThrow();
    expect(() => parseXml("<a/>")).toThrow();
  });
});

describe("answers", () => {
  it("carry an ETag and answer 304 when it matches", async () => {
    const first = cachedText(new Request(`${BASE}/sitemap.xml`), "<a/>");
    expect(first.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).not.toBe("");
    const again = cachedText(
      new Request(`${BASE}/sitemap.xml`, { headers: { "If-None-Match": etag } }),
      "<a/>",
    );
    expect(again.status).toBe(304);
  });

  it("escape the five XML special characters", () => {
    expect(xmlEscape(`a & b < c > d " e ' f`)).toBe("a &amp; b &lt; c &gt; d &quot; e &apos; f");
  });

  it("robots.txt keeps private and filtered lists out and names the sitemap", () => {
    const lines = robotsTxt(BASE).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /api/",
        "Disallow: /cos/",
        "Disallow: /account/",
        "Disallow: /cautare",
        "Disallow: /*?*autor=",
        "Disallow: /*?*pret-maxim=",
        "Disallow: /*?*ordonare=",
        // The home page's and footer's filtered landings are crawled, every page of them (a
        // longer rule wins; robots.test.ts checks what the rules allow).
        "Allow: /carti?pret-maxim=20$",
        "Allow: /carti?pagina=*&pret-maxim=20$",
        "Allow: /carti?tip-produs=pachet-promotional$",
        "Allow: /carti?pagina=*&tip-produs=pachet-promotional$",
        `Sitemap: ${BASE}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith("Disallow:")).join("\n")).not.toContain("pagina");
  });
});

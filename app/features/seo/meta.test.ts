import { describe, expect, it } from "vitest";
import type { BookCard } from "~/features/catalogue/types";
import { cutAtWord } from "~/lib/cut-at-word";
import { DESCRIPTION_MAX_LENGTH, itemListJsonLd, pageMeta } from "./meta";

const description = (text: string) =>
  pageMeta({ title: "T", description: text, canonical: "https://example.test/" }).find(
    (d) => "name" in d && d.name === "description",
  ) as { content: string };

describe("meta descriptions", () => {
  it("keeps a short description whole, whitespace folded", () => {
    expect(description("  Cărți noi\n și   bestselleruri. ").content).toBe(
      "Cărți noi și bestselleruri.",
    );
  });

  it("cuts a long one at a word boundary, ending with … within the limit", () => {
    const words = "Povestea unei familii din Bucureștiul interbelic, spusă de trei generații";
    const long = `${words} ${words} ${words}`;
    const { content } = description(long);
    expect(content.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(content.endsWith("…")).toBe(true);
    const kept = content.slice(0, -1);
    // Every kept word is a whole word of the text, and the text goes on with a space after it.
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toMatch(/[\s,]/);
    expect(kept).not.toMatch(/[,\s]$/);
  });

  it("keeps a last word that ends exactly at the limit", () => {
    expect(cutAtWord("abcd efgh ijkl", 10)).toBe("abcd efgh…");
    expect(cutAtWord("abcd efghi jkl", 10)).toBe("abcd…");
  });

  it("cuts a single overlong word where it must", () => {
    expect(cutAtWord("x".repeat(20), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("list pages' ItemList", () => {
  it("lists each book's position and address only, counting from the page's offset", () => {
    const books = [{ slug: "ion-liviu-rebreanu" }, { slug: "baltagul-mihail-sadoveanu" }];
    const list = itemListJsonLd("https://coperta.test", books as BookCard[], 24);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 25, url: "https://coperta.test/carte/ion-liviu-rebreanu" },
      {
        "@type": "ListItem",
        position: 26,
        url: "https://coperta.test/carte/baltagul-mihail-sadoveanu",
      },
    ]);
  });
});

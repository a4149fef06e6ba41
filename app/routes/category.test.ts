// A category page's title: „Cărți <category>”, without saying „Cărți” twice.
import { describe, expect, it } from "vitest";
import { meta } from "./category";

function metaOf(name: string, total = 30, page = 1) {
  return meta({
    data: {
      category: { name, description: "" },
      list: { books: [], total, page },
      canonical: "https://coperta.test/carti/x",
      storeUrl: "https://coperta.test",
      crumbs: [],
      refined: false,
      offset: 0,
    },
  } as never) as Record<string, unknown>[];
}

const titleOf = (name: string, page = 1) => metaOf(name, 30, page).find((d) => "title" in d)?.title;
const ogTitleOf = (name: string) => metaOf(name).find((d) => d.property === "og:title")?.content;

describe("category titles", () => {
  it.each([
    ["Cărți pentru copii", "Cărți pentru copii | Coperta"],
    ["Cărți în limba engleză", "Cărți în limba engleză | Coperta"],
    ["cărți de bucate", "cărți de bucate | Coperta"],
    ["Carti de bucate", "Carti de bucate | Coperta"],
    ["Cărţi vechi", "Cărţi vechi | Coperta"],
    ["Beletristică", "Cărți Beletristică | Coperta"],
    ["Cartierul latin", "Cărți Cartierul latin | Coperta"],
  ])("%s → %s", (name, title) => {
    expect(titleOf(name)).toBe(title);
    expect(ogTitleOf(name)).toBe(title.replace(" | Coperta", ""));
  });

  it("numbers further pages", () => {
    expect(titleOf("Cărți pentru copii", 2)).toBe("Cărți pentru copii – pagina 2 | Coperta");
  });

  it("keeps an empty category out of the index", () => {
    const robots = metaOf("Poezie", 0).find((d) => d.name === "robots");
    expect(robots?.content).toBe("noindex, follow");
    expect(metaOf("Poezie", 5).find((d) => d.name === "robots")).toBeUndefined();
  });
});

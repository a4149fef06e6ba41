// The cover generator: deterministic, varied across books, and every layout renders a
// Romanian title (with ș and ț) to pixels.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type CoverText, coverDesign, coverSvg } from "./cover-art";
import { LAYOUT_NAMES, type LayoutName } from "./cover-layouts";
import { renderCover } from "./covers.server";

const book = (id: number, overrides: Partial<CoverText> = {}): CoverText => ({
  id,
  title: "Pădurea spânzuraților și alte întâmplări de țară",
  author: "Liviu Rebreanu",
  publisher: "Editura Coperta",
  category: "beletristica",
  ...overrides,
});

/** The first book id (from 1) whose cover uses `layout`. */
function idWithLayout(layout: LayoutName): number {
  for (let id = 1; id < 1000; id++) if (coverDesign(id, "istorie").layout === layout) return id;
  throw new Error(`no id draws ${layout}`);
}

describe("generated covers", () => {
  it("render the same book to the same bytes", async () => {
    const first = await renderCover(coverSvg(book(42)), 200, "webp");
    const second = await renderCover(coverSvg(book(42)), 200, "webp");
    expect(Buffer.compare(first, second)).toBe(0);
  });

  it("vary layout, type, pattern and palette across a shelf of books", () => {
    const designs = Array.from({ length: 40 }, (_, i) => coverDesign(i + 1, "beletristica"));
    expect(new Set(designs.map((d) => d.layout)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(designs.map((d) => d.typeStyle)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(designs.map((d) => d.pattern)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(designs.map((d) => d.palette)).size).toBeGreaterThanOrEqual(3);
    const svgs = new Set(Array.from({ length: 40 }, (_, i) => coverSvg(book(i + 1))));
    expect(svgs.size).toBe(40);
  });

  it("take their colours from the book's category", () => {
    const colours = (category: string) =>
      new Set(
        Array.from(
          { length: 20 },
          (_, i) =>
            /<rect x="0" y="0" width="600" height="900" fill="(#[0-9a-f]{6})"/.exec(
              coverSvg(book(i + 1, { category })),
            )?.[1],
        ),
      );
    const horror = colours("horror");
    const children = colours("pentru-copii");
    expect([...horror].filter((c) => children.has(c))).toEqual([]);
  });

  it.each(LAYOUT_NAMES)("draw the %s layout with a Romanian title", async (layout) => {
    const id = idWithLayout(layout);
    const svg = coverSvg(
      book(id, { title: "Țara de dincolo de negură: șapte întâmplări", category: "istorie" }),
    );
    expect(svg).toMatch(/ȚARA|Țara/);
    expect(svg).toMatch(/ȘAPTE|șapte/);
    const png = await renderCover(svg, 200, "jpg");
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
  });

  it("keep a very long title and an empty author on the board", () => {
    const svg = coverSvg(
      book(7, {
        title: "Cuvinte ".repeat(40),
        author: "",
        publisher: "",
        category: "categorie-noua",
      }),
    );
    const rows = [...svg.matchAll(/<text x="\d+" y="(\d+)"/g)].map((m) => Number(m[1]));
    expect(rows.length).toBeGreaterThan(0);
    expect(Math.max(...rows)).toBeLessThan(900);
    expect(svg).toContain("…");
  });
});

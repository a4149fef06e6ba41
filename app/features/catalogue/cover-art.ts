// Generated covers for the demo catalogue, as SVG: a layout, a type style, a pattern and a
// palette of the book's category, all chosen from the book id, so a book always looks the same
// and a grid of books looks like a shelf rather than one design repeated.
import { LAYOUT_NAMES, LAYOUTS, type LayoutName } from "./cover-layouts";
import { palettesFor } from "./cover-palettes";
import { PATTERNS, type PatternKind } from "./cover-patterns";
import { TYPE_STYLES, type TypeStyle } from "./cover-type";

export { wrapWords } from "./cover-type";

/**
 * Bump when the drawing changes: it is part of every cover URL's version (cover-files.ts), so
 * browsers holding a year-long cached cover fetch the new one.
 */
export const COVER_DESIGN = 2;

export interface CoverText {
  id: number;
  title: string;
  author: string;
  publisher: string;
  /** The slug of the book's top-level category; picks the palettes. */
  category: string;
}

export interface CoverDesign {
  layout: LayoutName;
  typeStyle: number;
  pattern: PatternKind;
  palette: number;
  scale: number;
  left: boolean;
}

/** A 32-bit integer mix (murmur3's finaliser): neighbouring ids get unrelated designs. */
function mix(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

export function coverDesign(id: number, category: string): CoverDesign {
  const h = mix(id + 0x9e3779b9);
  const g = mix(h);
  return {
    layout: pick(LAYOUT_NAMES, h),
    typeStyle: (h >>> 8) % TYPE_STYLES.length,
    pattern: pick(PATTERNS, h >>> 16),
    palette: g % palettesFor(category).length,
    scale: (g >>> 8) % 3,
    left: ((g >>> 12) & 1) === 1,
  };
}

/** A quieter companion for the author and publisher lines: sans under serif titles and back. */
function companion(style: TypeStyle): TypeStyle {
  return style.family.includes("Serif")
    ? {
        family: "DejaVu Sans",
        weight: "normal",
        italic: false,
        caps: true,
        spacing: 0.08,
        widthFactor: 0.74,
      }
    : {
        family: "DejaVu Serif",
        weight: "normal",
        italic: true,
        caps: false,
        spacing: 0,
        widthFactor: 0.56,
      };
}

/** A 600×900 cover. */
export function coverSvg(book: CoverText): string {
  const design = coverDesign(book.id, book.category);
  const palettes = palettesFor(book.category);
  const titleStyle = TYPE_STYLES[design.typeStyle] as TypeStyle;
  const body = LAYOUTS[design.layout]({
    palette: pick(palettes, design.palette),
    titleStyle,
    authorStyle: companion(titleStyle),
    pattern: design.pattern,
    scale: design.scale,
    left: design.left,
    title: book.title.trim() || "Fără titlu",
    author: book.author.trim(),
    publisher: book.publisher.trim(),
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">${body}</svg>`;
}

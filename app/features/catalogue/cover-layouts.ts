// The layouts of the generated covers (600×900): where the title block, the pattern and the
// author sit. Each returns the SVG body drawn over nothing (it paints its own board).
import type { CoverPalette } from "./cover-palettes";
import { type Box, type PatternKind, patternSvg } from "./cover-patterns";
import { type Anchor, fitTitle, smallLine, type TypeStyle, textRows } from "./cover-type";

export interface LayoutInput {
  palette: CoverPalette;
  titleStyle: TypeStyle;
  authorStyle: TypeStyle;
  pattern: PatternKind;
  scale: number;
  /** Left-aligned rather than centred, where the layout lets the book choose. */
  left: boolean;
  title: string;
  author: string;
  publisher: string;
}

const W = 600;
const H = 900;

const board = (fill: string, box: Box = { x: 0, y: 0, width: W, height: H }) =>
  `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="${fill}"/>`;

function aligned(left: boolean, margin: number): { x: number; anchor: Anchor } {
  return left ? { x: margin, anchor: "start" } : { x: W / 2, anchor: "middle" };
}

/** The title centred vertically on `middle`, between `minTop` and what the box allows. */
function titleBlock(
  input: LayoutInput,
  area: { middle: number; width: number; maxLines: number; maxSize: number; fill: string },
  place: { x: number; anchor: Anchor },
) {
  const { lines, size } = fitTitle(input.title, input.titleStyle, {
    width: area.width,
    maxLines: area.maxLines,
    maxSize: area.maxSize,
    minSize: 34,
  });
  const height = (lines.length - 1) * size * 1.12;
  const top = Math.round(area.middle - height / 2 + size * 0.35);
  return textRows(lines, input.titleStyle, { ...place, top, size, fill: area.fill });
}

function publisherLine(input: LayoutInput, y: number, fill: string, left = false): string {
  const place = aligned(left, 50);
  return smallLine(input.publisher, input.authorStyle, {
    ...place,
    y,
    size: 20,
    width: 500,
    fill,
  });
}

function authorLine(input: LayoutInput, y: number, fill: string, left: boolean, width = 500) {
  const place = aligned(left, 50);
  return smallLine(input.author, input.authorStyle, { ...place, y, size: 30, width, fill });
}

/** A thin frame, the title in the upper half, a band of pattern below it. */
function frame(input: LayoutInput): string {
  const { background, ink, accent } = input.palette;
  const title = titleBlock(
    input,
    { middle: 300, width: 460, maxLines: 5, maxSize: 64, fill: ink },
    aligned(false, 70),
  );
  return `${board(background)}
<g opacity="0.55">${patternSvg(input.pattern, { x: 44, y: 560, width: 512, height: 150 }, accent, ink, input.scale)}</g>
<rect x="28" y="28" width="544" height="844" fill="none" stroke="${accent}" stroke-width="4"/>
<rect x="40" y="40" width="520" height="820" fill="none" stroke="${ink}" stroke-width="1.5" opacity="0.6"/>
${title.svg}${authorLine(input, 780, ink, false)}${publisherLine(input, 835, ink)}`;
}

/** A solid panel at the top with the title, the pattern filling the rest. */
function topPanel(input: LayoutInput): string {
  const { background, ink, accent } = input.palette;
  const place = aligned(input.left, 50);
  const title = titleBlock(
    input,
    { middle: 210, width: 500, maxLines: 5, maxSize: 64, fill: background },
    place,
  );
  return `${board(background)}
${patternSvg(input.pattern, { x: 0, y: 420, width: W, height: 480 }, accent, ink, input.scale)}
${board(ink, { x: 0, y: 0, width: W, height: 420 })}
<rect x="0" y="420" width="${W}" height="10" fill="${accent}"/>
${title.svg}${board(ink, { x: 0, y: 780, width: W, height: 120 })}
${authorLine(input, 835, background, input.left)}${publisherLine(input, 875, accent, input.left)}`;
}

/** The pattern above, a paper panel below with the title set left and a rule. */
function bottomPanel(input: LayoutInput): string {
  const { background, ink, accent } = input.palette;
  const title = titleBlock(
    input,
    { middle: 640, width: 500, maxLines: 4, maxSize: 60, fill: background },
    aligned(true, 50),
  );
  return `${board(background)}
${patternSvg(input.pattern, { x: 0, y: 0, width: W, height: 470 }, accent, ink, input.scale)}
${board(ink, { x: 0, y: 470, width: W, height: 430 })}
<rect x="50" y="505" width="90" height="8" fill="${accent}"/>
${title.svg}${authorLine(input, 820, accent, true)}${publisherLine(input, 865, background, true)}`;
}

/** The pattern over the whole board, crossed by a band that carries the title. */
function band(input: LayoutInput): string {
  const { background, ink, accent } = input.palette;
  const title = titleBlock(
    input,
    { middle: 450, width: 480, maxLines: 4, maxSize: 60, fill: background },
    aligned(false, 60),
  );
  return `${board(background)}
${patternSvg(input.pattern, { x: 0, y: 0, width: W, height: H }, accent, ink, input.scale)}
${board(ink, { x: 0, y: 270, width: W, height: 360 })}
<rect x="0" y="262" width="${W}" height="8" fill="${accent}"/><rect x="0" y="630" width="${W}" height="8" fill="${accent}"/>
${board(background, { x: 0, y: 770, width: W, height: 130 })}
${title.svg}${authorLine(input, 825, ink, false)}${publisherLine(input, 870, ink)}`;
}

/** A plain colour field with a large title set left; a small block of pattern in a corner. */
function field(input: LayoutInput): string {
  const { background, ink, accent } = input.palette;
  const { lines, size } = fitTitle(input.title, input.titleStyle, {
    width: 500,
    maxLines: 6,
    maxSize: 84,
    minSize: 38,
  });
  const title = textRows(lines, input.titleStyle, {
    x: 50,
    top: 130 + size * 0.8,
    size,
    anchor: "start",
    fill: ink,
    lineHeight: 1.05,
  });
  return `${board(background)}
<rect x="50" y="80" width="120" height="10" fill="${accent}"/>
${title.svg}
${patternSvg(input.pattern, { x: 400, y: 700, width: 200, height: 200 }, accent, ink, input.scale)}
${authorLine(input, 770, ink, true, 330)}${publisherLine(input, 830, ink, true)}`;
}

/** A vertical strip of pattern on the left, the text set beside it. */
function side(input: LayoutInput): string {
  const { background, ink, accent } = input.palette;
  const { lines, size } = fitTitle(input.title, input.titleStyle, {
    width: 380,
    maxLines: 6,
    maxSize: 58,
    minSize: 30,
  });
  const title = textRows(lines, input.titleStyle, {
    x: 190,
    top: 200 + size * 0.8,
    size,
    anchor: "start",
    fill: ink,
  });
  const author = smallLine(input.author, input.authorStyle, {
    x: 190,
    y: Math.max(title.bottom + 80, 560),
    size: 28,
    width: 380,
    anchor: "start",
    fill: accent,
  });
  const publisher = smallLine(input.publisher, input.authorStyle, {
    x: 190,
    y: 850,
    size: 20,
    width: 380,
    anchor: "start",
    fill: ink,
  });
  return `${board(background)}
${patternSvg(input.pattern, { x: 0, y: 0, width: 150, height: H }, accent, ink, input.scale)}
<rect x="150" y="0" width="6" height="${H}" fill="${accent}"/>
${title.svg}${author}${publisher}`;
}

/** The title on top, a large round emblem of pattern in the middle, the author under it. */
function emblem(input: LayoutInput): string {
  const { background, ink, accent } = input.palette;
  const title = titleBlock(
    input,
    { middle: 190, width: 500, maxLines: 3, maxSize: 58, fill: ink },
    aligned(false, 50),
  );
  const box = { x: 110, y: 320, width: 380, height: 380 };
  return `${board(background)}
<defs><clipPath id="emblem"><circle cx="300" cy="510" r="190"/></clipPath></defs>
<circle cx="300" cy="510" r="190" fill="${ink}" opacity="0.12"/>
<g clip-path="url(#emblem)">${patternSvg(input.pattern, box, accent, ink, input.scale)}</g>
<circle cx="300" cy="510" r="190" fill="none" stroke="${ink}" stroke-width="5"/>
${title.svg}${authorLine(input, 790, ink, false)}${publisherLine(input, 850, accent)}`;
}

export const LAYOUTS = { frame, topPanel, bottomPanel, band, field, side, emblem } as const;
export type LayoutName = keyof typeof LAYOUTS;
export const LAYOUT_NAMES = Object.keys(LAYOUTS) as LayoutName[];

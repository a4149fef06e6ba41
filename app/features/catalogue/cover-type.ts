// Typography of the generated covers: the type styles, word wrapping and title fitting. The
// families are the DejaVu fonts librsvg finds through fontconfig (fonts-dejavu-core): they carry
// every Romanian letter (ă â î ș ț with comma below), so no font is fetched or bundled.

export interface TypeStyle {
  family: string;
  weight: "normal" | "bold" | "200";
  italic: boolean;
  caps: boolean;
  /** Letter spacing in em, for the spaced capitals styles. */
  spacing: number;
  /** A generous average advance width in em, to wrap by character count without metrics. */
  widthFactor: number;
}

export const TYPE_STYLES: readonly TypeStyle[] = [
  {
    family: "DejaVu Serif",
    weight: "bold",
    italic: false,
    caps: false,
    spacing: 0,
    widthFactor: 0.64,
  },
  {
    family: "DejaVu Serif",
    weight: "normal",
    italic: true,
    caps: false,
    spacing: 0,
    widthFactor: 0.58,
  },
  {
    family: "DejaVu Sans",
    weight: "bold",
    italic: false,
    caps: true,
    spacing: 0.04,
    widthFactor: 0.8,
  },
  {
    family: "DejaVu Sans Condensed",
    weight: "bold",
    italic: false,
    caps: true,
    spacing: 0,
    widthFactor: 0.68,
  },
  {
    family: "DejaVu Sans",
    weight: "200",
    italic: false,
    caps: false,
    spacing: 0,
    widthFactor: 0.6,
  },
  {
    family: "DejaVu Serif Condensed",
    weight: "bold",
    italic: false,
    caps: true,
    spacing: 0.02,
    widthFactor: 0.74,
  },
];

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap by character count; very long words are cut. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/…$/, "")}…`;
    return kept;
  }
  return lines;
}

export function styled(text: string, style: TypeStyle): string {
  return style.caps ? text.toLocaleUpperCase("ro-RO") : text;
}

function charsPerLine(width: number, size: number, style: TypeStyle): number {
  return Math.max(4, Math.floor(width / (size * (style.widthFactor + style.spacing))));
}

/**
 * The largest size from `maxSize` down to `minSize` at which the title fits `width` in at most
 * `maxLines` lines without cutting a word; at `minSize` it is wrapped and cut to fit.
 */
export function fitTitle(
  title: string,
  style: TypeStyle,
  box: { width: number; maxLines: number; maxSize: number; minSize: number },
): { lines: string[]; size: number } {
  const text = styled(title, style);
  for (let size = box.maxSize; size > box.minSize; size -= 4) {
    const maxChars = charsPerLine(box.width, size, style);
    const lines = wrapWords(text, maxChars, Number.MAX_SAFE_INTEGER);
    const cut = text.split(/\s+/).some((word) => word.length > maxChars);
    if (lines.length <= box.maxLines && !cut) return { lines, size };
  }
  const size = box.minSize;
  return { lines: wrapWords(text, charsPerLine(box.width, size, style), box.maxLines), size };
}

export type Anchor = "start" | "middle" | "end";

/** `lines` as <text> rows from the first baseline `top`; returns the SVG and the block's bottom. */
export function textRows(
  lines: string[],
  style: TypeStyle,
  at: { x: number; top: number; size: number; anchor: Anchor; fill: string; lineHeight?: number },
): { svg: string; bottom: number } {
  const step = at.size * (at.lineHeight ?? (style.caps ? 1.2 : 1.12));
  const attributes = [
    `font-family="${style.family}, sans-serif"`,
    `font-weight="${style.weight}"`,
    style.italic ? `font-style="italic"` : "",
    style.spacing ? `letter-spacing="${(style.spacing * at.size).toFixed(1)}"` : "",
    `font-size="${at.size}"`,
    `fill="${at.fill}"`,
    `text-anchor="${at.anchor}"`,
  ]
    .filter(Boolean)
    .join(" ");
  const rows = lines
    .map(
      (line, i) =>
        `<text x="${at.x}" y="${Math.round(at.top + i * step)}">${escapeXml(line)}</text>`,
    )
    .join("");
  return { svg: `<g ${attributes}>${rows}</g>`, bottom: at.top + (lines.length - 1) * step };
}

/** One line of secondary text (author, publisher): smaller when long, cut only past 70 %. */
export function smallLine(
  text: string,
  style: TypeStyle,
  at: { x: number; y: number; size: number; width: number; anchor: Anchor; fill: string },
): string {
  if (!text) return "";
  const line = styled(text, style);
  let size = at.size;
  while (line.length > charsPerLine(at.width, size, style) && size > at.size * 0.7) size -= 2;
  const maxChars = charsPerLine(at.width, size, style);
  const fitted = line.length > maxChars ? `${line.slice(0, maxChars - 1).trimEnd()}…` : line;
  return textRows([fitted], style, { ...at, top: at.y, size }).svg;
}

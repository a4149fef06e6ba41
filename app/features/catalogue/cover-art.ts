// Generated covers for the demo catalogue: title and author on a coloured board, as SVG.

const PALETTE = [
  ["#7a2e1d", "#f4d9b8"],
  ["#1f4e5f", "#e8f1f2"],
  ["#3b3355", "#f2e9d8"],
  ["#2f5d3a", "#f1f0d8"],
  ["#8c5a14", "#fff4dc"],
  ["#4a1c40", "#f6dfe9"],
  ["#23395b", "#f3ecd9"],
  ["#5b2a86", "#efe6fa"],
  ["#6b4226", "#f7ead7"],
  ["#114b5f", "#fde8c8"],
] as const;

function escapeXml(text: string): string {
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

export interface CoverText {
  id: number;
  title: string;
  author: string;
  publisher: string;
}

/** A 600×900 cover; the colour follows the book id so a book always looks the same. */
export function coverSvg({ id, title, author, publisher }: CoverText): string {
  const [background, ink] = PALETTE[id % PALETTE.length] ?? PALETTE[0];
  const titleLines = wrapWords(title, 15, 5);
  const titleSize = titleLines.length > 3 ? 46 : 54;
  const titleTop = 300 - ((titleLines.length - 1) * titleSize * 1.15) / 2;
  const titleText = titleLines
    .map(
      (line, i) =>
        `<text x="300" y="${Math.round(titleTop + i * titleSize * 1.15)}" font-size="${titleSize}" font-weight="bold">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">
<rect width="600" height="900" fill="${background}"/>
<rect x="30" y="30" width="540" height="840" fill="none" stroke="${ink}" stroke-width="3" opacity="0.6"/>
<circle cx="300" cy="640" r="90" fill="${ink}" opacity="0.12"/>
<g font-family="DejaVu Serif, serif" fill="${ink}" text-anchor="middle">${titleText}
<text x="300" y="780" font-size="34">${escapeXml(wrapWords(author, 28, 1)[0] ?? "")}</text>
<text x="300" y="840" font-size="22" opacity="0.8">${escapeXml(wrapWords(publisher, 40, 1)[0] ?? "")}</text>
</g></svg>`;
}

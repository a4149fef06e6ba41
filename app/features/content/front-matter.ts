// The operator's Markdown files (`npm run content -- export/import`): the page's or article's
// fields as `key: value` lines between two `---` lines, then the Markdown body. One line per
// value: enough for titles, descriptions and dates, and nothing to escape.

const FENCE = "---";
const LINE = /^([a-z][a-zA-Z]*):(.*)$/;

export interface MarkdownFile {
  fields: Record<string, string>;
  body: string;
}

export function parseMarkdownFile(text: string): MarkdownFile {
  const lines = text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  if (lines[0]?.trim() !== FENCE) return { fields: {}, body: text.trim() };
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === FENCE);
  if (end === -1) throw new Error("The file's fields have no closing --- line.");
  const fields: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    if (!line.trim()) continue;
    const match = LINE.exec(line);
    if (!match?.[1]) throw new Error(`Not a "key: value" line: ${line}`);
    fields[match[1]] = (match[2] ?? "").trim();
  }
  return {
    fields,
    body: lines
      .slice(end + 1)
      .join("\n")
      .trim(),
  };
}

export function formatMarkdownFile(fields: Record<string, string | number | null>, body: string) {
  const lines = Object.entries(fields).map(
    ([key, value]) => `${key}: ${String(value ?? "").replace(/\s*\n\s*/g, " ")}`,
  );
  return `${FENCE}\n${lines.join("\n")}\n${FENCE}\n\n${body.trim()}\n`;
}

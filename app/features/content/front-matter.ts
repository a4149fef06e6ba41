// The operator's Markdown files (`npm run content -- export/import`): the page's or article's
// fields as `key: value` lines between two `---` lines, then the Markdown body. One line per
// value: enough for titles, descriptions and dates, and nothing to escape.

const FENCE = "---";
const LINE = /^([a-z][a-zA-Z]*):(.*)$/;

export interface MarkdownFile {
  fields: Record<string, string>;
  body: string;
}

const linesOf = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");

/**
 * Whether the text starts with its fields' --- line, as an operator's file must (`npm run content
 * -- import` refuses one that does not, with `MISSING_FRONT_MATTER`): without it the whole text
 * would be the page's body, and such a file is usually something else, as npm's "> coperta@…"
 * banner written by `npm run` (without --silent) ahead of an export.
 */
export const startsWithFrontMatter = (text: string): boolean => linesOf(text)[0]?.trim() === FENCE;

export const MISSING_FRONT_MATTER =
  'The file does not start with a "---" line: its fields go first, between two "---" lines (as export writes them), then the Markdown. For no fields, start it with two "---" lines.';

export function parseMarkdownFile(text: string): MarkdownFile {
  const lines = linesOf(text);
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

// Word lists are written as "a | b | c" so that long lists stay compact; an item may wrap over
// several lines, and its inner whitespace collapses to single spaces. A "|" inside braces
// belongs to a "{masculine|feminine}" choice and does not split.

const SEPARATOR = /\|(?![^{}]*\})/;

export function list(text: string): string[] {
  return text
    .split(SEPARATOR)
    .map((item) => item.replace(/\s+/g, " ").trim())
    .filter((item) => item.length > 0);
}

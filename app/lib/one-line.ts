/** One line of printable text: a record prints on one line whatever was typed or pasted. */
export const oneLine = (text: string): string =>
  text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

// A list filter's link as a shopper meets it: the count it shows, and the same count read aloud
// with its noun ("144 de cărți", "1 carte") for screen readers.
import type { Locator } from "playwright-core";
import { expect } from "vitest";

export async function facetCount(link: Locator): Promise<number> {
  const shown = (await link.locator('[aria-hidden="true"]').textContent()) ?? "";
  expect(await link.textContent()).toMatch(new RegExp(`${shown} (de )?(cărți|carte)$`));
  return Number(shown.replaceAll(".", ""));
}

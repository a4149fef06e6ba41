// The manuscript form's fields and limits, shared by the page and the server's checks.
import { plural } from "../../lib/plural";

export const MANUSCRIPT_LIMITS = { title: 200, synopsisMin: 100, synopsisMax: 5000 } as const;

/** The file input's name. */
export const MANUSCRIPT_FIELD = "manuscris";

/** "o săptămână", "8 săptămâni", "20 de săptămâni": the answer time promised to authors. */
export function weeksLabel(count: number): string {
  return count === 1
    ? "o săptămână"
    : plural(count, { one: "săptămână", few: "săptămâni", other: "de săptămâni" });
}

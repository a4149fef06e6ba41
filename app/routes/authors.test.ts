// /autori's metadata: a letter without authors is an empty page, kept out of the index.
import { describe, expect, it } from "vitest";
import { meta } from "./authors";

function robotsOf(total: number, letter: "k" | null) {
  const descriptors = meta({
    data: {
      index: { letter, letters: [], entries: [], total, page: 1, pageCount: 1 },
      canonical: `https://coperta.test/autori${letter ? `?litera=${letter}` : ""}`,
      storeUrl: "https://coperta.test",
    },
  } as never) as Record<string, unknown>[];
  return descriptors.find((d) => d.name === "robots")?.content;
}

describe("/autori", () => {
  it("keeps a letter without authors out of the index", () => {
    expect(robotsOf(0, "k")).toBe("noindex, follow");
  });

  it("indexes a letter with authors and the whole index", () => {
    expect(robotsOf(12, "k")).toBeUndefined();
    expect(robotsOf(340, null)).toBeUndefined();
  });
});

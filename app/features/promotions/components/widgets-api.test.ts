import { afterEach, describe, expect, it, vi } from "vitest";
import { drawPrize } from "./prize-api";
import { parseCampaigns, parseFirstOrderSettings, parseWeddingPromo } from "./widgets-api";

describe("parseCampaigns", () => {
  it("keeps well-formed campaigns and fills the optional lists", () => {
    const campaigns = parseCampaigns([
      { name: "OU", slug: "ou", kind: "surprise", active: true, queryFlag: "egg" },
      { name: 3, slug: "rau" },
      null,
    ]);
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]).toMatchObject({ slug: "ou", steps: [], chat: [], variant: null });
    expect(parseCampaigns({ error: {} })).toEqual([]);
  });

  it("keeps the puzzle's levels only when every one is well formed", () => {
    const level = { level: 1, minutes: 1, grid: 2, percent: 10 };
    const puzzle = {
      name: "Puzzle",
      slug: "puzzle",
      kind: "puzzle",
      active: false,
      queryFlag: "puzzle",
    };
    expect(
      parseCampaigns([{ ...puzzle, puzzleLevels: [{ ...level, extra: 1 }] }])[0],
    ).toMatchObject({ puzzleLevels: [level] });
    for (const broken of [
      { ...level, grid: "2" },
      { ...level, minutes: 0 },
      { ...level, percent: -5 },
    ]) {
      expect(
        parseCampaigns([{ ...puzzle, puzzleLevels: [level, broken] }])[0]?.puzzleLevels,
      ).toEqual([]);
    }
    expect(parseCampaigns([puzzle])[0]?.puzzleLevels).toEqual([]);
  });
});

describe("parseFirstOrderSettings", () => {
  it("shows the box only when asked and with a percent", () => {
    expect(
      parseFirstOrderSettings({ showFirstOrderDiscountBox: true, firstOrderDiscountValue: 10 }),
    ).toEqual({ show: true, percent: 10 });
    expect(
      parseFirstOrderSettings({ showFirstOrderDiscountBox: true, firstOrderDiscountValue: 0 }).show,
    ).toBe(false);
    expect(parseFirstOrderSettings(null).show).toBe(false);
  });
});

describe("drawPrize", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("passes on a throttled draw's message", async () => {
    const body = {
      error: { code: "throttled", message: "Prea multe încercări. Revino peste un minut." },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status: 429 })),
    );
    expect(await drawPrize("roata")).toEqual({
      ok: false,
      message: "Prea multe încercări. Revino peste un minut.",
    });
  });
});

describe("parseWeddingPromo", () => {
  const campaign = {
    slug: "nunta",
    title: "Cărți pentru nuntă",
    text: "Pentru mirii din orașul tău.",
    link: "/carti/romane-de-dragoste-romantice",
  };

  it("shows the promo only with its texts, and links only inside the shop", () => {
    expect(parseWeddingPromo({ show: true, campaign })).toEqual({ show: true, campaign });
    expect(
      parseWeddingPromo({ show: true, campaign: { ...campaign, link: "//rau.example" } }),
    ).toEqual({
      show: true,
      campaign: { ...campaign, link: null },
    });
    const hidden = { show: false, campaign: null };
    expect(parseWeddingPromo({ show: false, campaign })).toEqual(hidden);
    expect(parseWeddingPromo({ show: true, campaign: null })).toEqual(hidden);
    expect(parseWeddingPromo({ show: true, campaign: { ...campaign, title: 3 } })).toEqual(hidden);
    expect(parseWeddingPromo("show")).toEqual(hidden);
  });
});

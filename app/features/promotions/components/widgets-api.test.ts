import { afterEach, describe, expect, it, vi } from "vitest";
import { drawPrize } from "./prize-api";
import { parseCampaigns, parseFirstOrderSettings } from "./widgets-api";

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

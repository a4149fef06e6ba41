import { describe, expect, it } from "vitest";
import type { PopupCampaign } from "../types";
import { planWidgets } from "./campaign-visibility";

function createCampaign(overrides: Partial<PopupCampaign> = {}): PopupCampaign {
  return {
    campaignTypeId: 0,
    name: "Gala Premiilor Coperta",
    slug: "gala-premiilor",
    startDate: null,
    endDate: null,
    active: true,
    queryFlag: "gala",
    kind: "gala-vote",
    steps: [],
    variant: null,
    chat: [],
    ...overrides,
  };
}

const none = new URLSearchParams();
const plan = (campaigns: PopupCampaign[], search = none, stored = {}) =>
  planWidgets(campaigns, search, "", stored).map((p) => [p.kind, p.campaign.slug, p.autoOpen]);

describe("gala invitation and flash package", () => {
  it("opens the gala invitation when its window is on or ?gala=1", () => {
    expect(plan([createCampaign()])).toEqual([["gala-vote", "gala-premiilor", true]]);
    const later = createCampaign({ active: false });
    expect(plan([later])).toEqual([]);
    expect(plan([later], new URLSearchParams("gala=1"))).toEqual([
      ["gala-vote", "gala-premiilor", true],
    ]);
  });

  it("never shows the gala invitation again once closed", () => {
    expect(plan([createCampaign()], new URLSearchParams("gala=1"), { hideGala: true })).toEqual([]);
  });

  it("keeps the flash package in its tab while its campaign is on, one at a time", () => {
    const flash = createCampaign({
      kind: "flash-package",
      slug: "pachet-flash",
      name: "Pachet flash",
      queryFlag: null,
    });
    expect(plan([flash, { ...flash, slug: "alt-pachet" }])).toEqual([
      ["flash-package", "pachet-flash", false],
    ]);
    expect(plan([{ ...flash, active: false }])).toEqual([]);
  });
});

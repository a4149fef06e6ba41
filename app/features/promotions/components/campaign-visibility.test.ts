import { describe, expect, it } from "vitest";
import type { PopupCampaign } from "../types";
import { planWidgets } from "./campaign-visibility";

function createCampaign(overrides: Partial<PopupCampaign> = {}): PopupCampaign {
  return {
    campaignTypeId: 1,
    name: "OUPASTE24",
    slug: "ou-paste",
    startDate: null,
    endDate: null,
    active: true,
    queryFlag: "egg",
    kind: "surprise",
    steps: [],
    variant: "egg",
    chat: [],
    ...overrides,
  };
}

const none = new URLSearchParams();
const plan = (campaigns: PopupCampaign[], search = none, cookies = "") =>
  planWidgets(campaigns, search, cookies).map((p) => ({
    slug: p.campaign.slug,
    autoOpen: p.autoOpen,
    hasPrize: p.hasPrize,
  }));

describe("planWidgets", () => {
  it("shows an active campaign and opens it on scroll", () => {
    expect(plan([createCampaign()])).toEqual([
      { slug: "ou-paste", autoOpen: true, hasPrize: false },
    ]);
  });

  it("hides an inactive campaign unless its query flag is 1", () => {
    const egg = createCampaign({ active: false });
    expect(plan([egg])).toEqual([]);
    expect(plan([egg], new URLSearchParams("egg=0"))).toEqual([]);
    expect(plan([egg], new URLSearchParams("egg=1"))).toHaveLength(1);
    expect(
      plan([createCampaign({ active: false, queryFlag: null })], new URLSearchParams("egg=1")),
    ).toEqual([]);
  });

  it("hides a campaign once the voucher cookie holds its name, in either form", () => {
    const egg = createCampaign();
    expect(plan([egg], none, "voucher=%22OUPASTE24%22")).toEqual([]);
    expect(plan([egg], none, `a=1; voucher=${encodeURIComponent('{"name":"OUPASTE24"}')}`)).toEqual(
      [],
    );
    expect(plan([egg], new URLSearchParams("egg=1"), 'voucher="OUPASTE24"')).toEqual([]);
    // Another code held: the popup would replace it, so it waits; its flag still opens it.
    expect(plan([egg], none, 'voucher="ALTCOD"')).toEqual([]);
    expect(plan([egg], new URLSearchParams("egg=1"), 'voucher="ALTCOD"')).toHaveLength(1);
  });

  it("does not open a granting popup by itself over a prize won in another one", () => {
    const won = `voucher=${encodeURIComponent('"ROATA-34279FBC64FC"')}`;
    const cookie = createCampaign({ kind: "fortune-cookie", slug: "prajitura", queryFlag: "c" });
    const wheel = createCampaign({ kind: "wheel", slug: "roata", queryFlag: "wheel" });
    const wow = createCampaign({ kind: "wow-bestseller", slug: "wow", queryFlag: "w" });
    const gala = createCampaign({ kind: "gala-vote", slug: "gala", queryFlag: "g" });
    expect(plan([cookie, wheel, wow, gala], none, won)).toEqual([
      { slug: "roata", autoOpen: false, hasPrize: false },
      { slug: "gala", autoOpen: true, hasPrize: false },
    ]);
    // The fortune cookie's own prize, drawn before, is still shown.
    expect(plan([cookie], none, `${won}; fortuneCookiePrizeId=7`)).toEqual([
      { slug: "prajitura", autoOpen: true, hasPrize: true },
    ]);
  });

  it("ignores kinds the widgets do not know", () => {
    expect(plan([createCampaign({ kind: "tombola" })])).toEqual([]);
  });

  it("shows one puzzle with levels, by its flag even over a voucher held", () => {
    const levels = [
      { level: 1, minutes: 1, grid: 2, percent: 10 },
      { level: 2, minutes: 3, grid: 3, percent: 15 },
    ];
    const puzzle = createCampaign({
      kind: "puzzle",
      slug: "puzzle",
      name: "Puzzle",
      queryFlag: "puzzle",
      active: false,
      puzzleLevels: levels,
    });
    const flag = new URLSearchParams("puzzle=1");
    expect(plan([puzzle], flag)).toEqual([{ slug: "puzzle", autoOpen: true, hasPrize: false }]);
    expect(plan([puzzle])).toEqual([]);
    expect(plan([puzzle, { ...puzzle, slug: "puzzle-2" }], flag)).toHaveLength(1);
    // Its level codes are the server's: a code held hides it only as any other voucher does.
    expect(plan([puzzle], flag, 'voucher="BKZPUZwsf15"')).toHaveLength(1);
    expect(plan([{ ...puzzle, active: true }], none, 'voucher="BKZPUZwsf15"')).toEqual([]);
    // Once per 6 hours by itself (puzzleFirstTime), whenever its flag asks.
    const running = { ...puzzle, active: true };
    expect(plan([running])).toHaveLength(1);
    expect(plan([running], none, "puzzleFirstTime=1")).toEqual([]);
    expect(plan([running], flag, "puzzleFirstTime=1")).toHaveLength(1);
    // Malformed settings reach the browser as no levels: nothing to play, nothing loaded.
    expect(plan([{ ...puzzle, puzzleLevels: [] }], flag)).toEqual([]);
    expect(plan([{ ...puzzle, puzzleLevels: undefined }], flag)).toEqual([]);
  });

  it("shows the fortune cookie once per first-time cookie, unless its flag asks", () => {
    const cookie = createCampaign({
      kind: "fortune-cookie",
      slug: "prajitura",
      queryFlag: "fortuneCookie",
    });
    expect(plan([cookie], none, "fortuneCookieFirstTime=1")).toEqual([]);
    expect(
      plan([cookie], new URLSearchParams("fortuneCookie=1"), "fortuneCookieFirstTime=1"),
    ).toEqual([{ slug: "prajitura", autoOpen: true, hasPrize: false }]);
    expect(plan([cookie], none, "fortuneCookiePrizeId=7")).toEqual([
      { slug: "prajitura", autoOpen: true, hasPrize: true },
    ]);
  });

  it("keeps the wheel's tab but opens it only the first time and without a prize", () => {
    const wheel = createCampaign({ kind: "wheel", slug: "roata", queryFlag: "wheel" });
    expect(plan([wheel])).toEqual([{ slug: "roata", autoOpen: true, hasPrize: false }]);
    expect(plan([wheel], none, "wheelOfFortuneFirstTime=1")).toEqual([
      { slug: "roata", autoOpen: false, hasPrize: false },
    ]);
    expect(plan([wheel], new URLSearchParams("wheel=1"), "wheelOfFortunePrizeId=3")).toEqual([
      { slug: "roata", autoOpen: false, hasPrize: true },
    ]);
  });

  it("keeps one wheel but every surprise popup", () => {
    const campaigns = [
      createCampaign(),
      createCampaign({ slug: "inima", name: "INIMA25", variant: "heart" }),
      createCampaign({ kind: "wheel", slug: "roata-1" }),
      createCampaign({ kind: "wheel", slug: "roata-2" }),
    ];
    expect(plan(campaigns).map((p) => p.slug)).toEqual(["ou-paste", "inima", "roata-1"]);
  });

  it("keeps one wedding promo as a candidate, in its window or by its flag, unless closed", () => {
    const wedding = createCampaign({
      kind: "wedding",
      slug: "nunta",
      name: "Cărți pentru nuntă",
      queryFlag: "nunta",
      variant: null,
    });
    expect(plan([wedding, { ...wedding, slug: "nunta-2" }])).toEqual([
      { slug: "nunta", autoOpen: true, hasPrize: false },
    ]);
    const later = { ...wedding, active: false };
    expect(plan([later])).toEqual([]);
    expect(plan([later], new URLSearchParams("nunta=1"))).toHaveLength(1);
    expect(planWidgets([wedding], none, "", { hideWedding: true })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { emitSurpriseToggle, type SurpriseToggleDetail } from "./surprise-toggle";
import { SURPRISE_TOGGLE_EVENT } from "./widget-constants";

describe("surprise popup toggle event", () => {
  it("tells listeners which campaign's popup closed", () => {
    const target = new EventTarget();
    const heard: SurpriseToggleDetail[] = [];
    target.addEventListener(SURPRISE_TOGGLE_EVENT, (event) => {
      heard.push((event as CustomEvent<SurpriseToggleDetail>).detail);
    });
    emitSurpriseToggle(target, { campaign: "oua-de-paste", open: false });
    expect(SURPRISE_TOGGLE_EVENT).toBe("toggleSurprisePopup");
    expect(heard).toEqual([{ campaign: "oua-de-paste", open: false }]);
  });
});

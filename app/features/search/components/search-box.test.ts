// Escape in the header search: the suggestions first, then the phone's popup; never the text.
import { describe, expect, it } from "vitest";
import { searchEscape } from "./search-box";

describe("Escape in the search box", () => {
  it("closes the open suggestions first, on a phone and on desktop", () => {
    expect(searchEscape({ suggestionsOpen: true, inDialog: true })).toBe("close-suggestions");
    expect(searchEscape({ suggestionsOpen: true, inDialog: false })).toBe("close-suggestions");
  });

  it("then closes the phone's „Căutare” popup", () => {
    expect(searchEscape({ suggestionsOpen: false, inDialog: true })).toBe("close-dialog");
  });

  it("does nothing more in the desktop header: the typed text stays", () => {
    expect(searchEscape({ suggestionsOpen: false, inDialog: false })).toBe("nothing");
  });

  it("takes two presses from typed text with suggestions to a closed popup", () => {
    // The audit's sequence: "eminescu" typed, suggestions shown, Escape pressed until it closes.
    let suggestionsOpen = true;
    const actions: string[] = [];
    for (let press = 0; press < 2; press++) {
      const action = searchEscape({ suggestionsOpen, inDialog: true });
      actions.push(action);
      if (action === "close-suggestions") suggestionsOpen = false;
    }
    expect(actions).toEqual(["close-suggestions", "close-dialog"]);
  });
});

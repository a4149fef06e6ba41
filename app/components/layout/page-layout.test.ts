import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { type LayoutHandle, pageLayout } from "./page-layout";

const matches = (...handles: (LayoutHandle | undefined)[]) =>
  handles.map((handle, i) => ({ id: `route-${i}`, handle }) as unknown as UIMatch);

describe("pageLayout", () => {
  it("keeps the promo popups on ordinary pages only", () => {
    expect(pageLayout(matches(undefined, {})).noPopups).toBe(false);
    // The account's layout route is quiet: every page under it is.
    expect(pageLayout(matches(undefined, { quiet: true }, {}))).toMatchObject({
      name: "default",
      noPopups: true,
      checkout: false,
    });
    expect(pageLayout(matches(undefined, { checkoutStep: 2 }))).toMatchObject({
      checkout: true,
      firstStep: false,
      noPopups: true,
    });
  });
});

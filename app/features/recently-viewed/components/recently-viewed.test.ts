import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createRecent } from "~/lib/stored-item-factories";
import { recentList } from "../recent-store";
import { RecentlyViewedStrip } from "./recently-viewed";

describe("RecentlyViewedStrip on the server", () => {
  it("renders nothing: the list is only known in the browser", () => {
    recentList.write([createRecent(), createRecent()]);
    expect(renderToString(createElement(RecentlyViewedStrip))).toBe("");
  });
});

// The price line: a campaign's reduction is announced against the lowest price of the 30 days
// before it (Directive 98/6/EC art. 6a), not against the recommended price.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { announcedReduction } from "~/lib/money";
import { Price } from "./price";

const text = (props: Parameters<typeof Price>[0]) =>
  renderToString(createElement(Price, props))
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the price line", () => {
  it("strikes the PRP and gives the percent off it when no campaign runs", () => {
    const shown = renderToString(createElement(Price, { price: 2999, oldPrice: 3999 }));
    expect(shown).toContain("<s>39,99 lei</s>");
    expect(text({ price: 2999, oldPrice: 3999 })).toBe("29,99 lei PRP: 39,99 lei -25%");
  });

  it("gives a campaign's percent off the lowest price of the 30 days before, the PRP unstruck", () => {
    const promotion = { label: "Black Friday", lowestPriorPrice: 4999 };
    const props = { price: 2999, oldPrice: 6999, promotion };
    expect(text(props)).toBe(
      "29,99 lei Black Friday PRP: 69,99 lei -40% Cel mai mic preț din ultimele 30 de zile: 49,99 lei",
    );
    expect(renderToString(createElement(Price, props))).not.toContain("<s>");
  });

  it("shows a campaign price whose prior price is not at hand with the PRP for reference only", () => {
    // A cart line, a carousel, the buy bar: no percent off the PRP beside the page's own.
    const props = { price: 2925, oldPrice: 4399, onCampaign: true };
    expect(text(props)).toBe("29,25 lei PRP: 43,99 lei");
    expect(renderToString(createElement(Price, props))).not.toContain("<s>");
  });

  it("announces no percent when the campaign price is not below the prior lowest", () => {
    expect(announcedReduction(2999, 6999, { lowestPriorPrice: 2999 })).toBe(0);
    expect(announcedReduction(2999, 6999, null)).toBe(57);
  });
});

import { describe, expect, it } from "vitest";
import {
  authorPath,
  bookDistributionPath,
  bookPath,
  bookPreviewPath,
  bookReviewsPath,
  categoryPath,
  publisherPath,
  quickAddPath,
} from "./paths";

describe("paths", () => {
  it("builds the spec's addresses from a slug", () => {
    expect(bookPath("moara-cu-noroc")).toBe("/carte/moara-cu-noroc");
    expect(bookDistributionPath("moara-cu-noroc")).toBe("/carte-distributie/moara-cu-noroc");
    expect(bookReviewsPath("moara-cu-noroc")).toBe("/recenzie-carte-moara-cu-noroc");
    expect(bookPreviewPath("moara-cu-noroc")).toBe("/rasfoieste-carte-moara-cu-noroc");
    expect(quickAddPath("moara-cu-noroc")).toBe("/addtocart/moara-cu-noroc");
    expect(categoryPath("beletristica")).toBe("/carti/beletristica");
    expect(authorPath("ioan-slavici")).toBe("/autor/ioan-slavici");
    expect(publisherPath("polirom")).toBe("/editura/polirom");
  });
});

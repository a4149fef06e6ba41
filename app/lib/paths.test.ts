import { describe, expect, it } from "vitest";
import {
  authorPath,
  bookDistributionPath,
  bookHref,
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

describe("bookHref", () => {
  it("keeps a path on this site", () => {
    expect(bookHref("/carte/ion")).toBe("/carte/ion");
  });

  it("turns a bare product url (old stored lists) into the book page", () => {
    expect(bookHref("ion-liviu-rebreanu")).toBe("/carte/ion-liviu-rebreanu");
  });

  it("gives no link for an empty url or one that leaves the site", () => {
    expect(bookHref("")).toBeNull();
    expect(bookHref("//evil.example/carte")).toBeNull();
    expect(bookHref("https://evil.example/carte")).toBeNull();
    expect(bookHref("javascript:alert(1)")).toBeNull();
  });
});

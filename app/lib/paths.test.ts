import { describe, expect, it } from "vitest";
import {
  authorPath,
  bookDistributionPath,
  bookHref,
  bookPath,
  bookPreviewPath,
  bookReviewsPath,
  categoryPath,
  contentPagePath,
  helpSectionOf,
  publisherPath,
  quickAddPath,
  rulesPdfPath,
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
    expect(bookHref("/\t/evil.example/carte")).toBeNull();
    expect(bookHref("/\\evil.example/carte")).toBeNull();
    expect(bookHref("https://evil.example/carte")).toBeNull();
    expect(bookHref("javascript:alert(1)")).toBeNull();
  });
});

describe("content paths", () => {
  it("shows help pages on /ajutor by their section, rules and plain pages by their slug", () => {
    expect(contentPagePath("help", "termeni")).toBe("/ajutor");
    expect(contentPagePath("help", "ajutor-6")).toBe("/ajutor?section=6");
    expect(contentPagePath("help", "ajutor-0")).toBeNull();
    expect(contentPagePath("help", "livrare")).toBeNull();
    expect(contentPagePath("page", "despre-noi")).toBe("/despre-noi");
    expect(contentPagePath("rules", "regulament-x")).toBe("/regulament/regulament-x");
    expect(rulesPdfPath("regulament-x")).toBe("/regulamente/regulament-x.pdf");
    expect(helpSectionOf("ajutor-12")).toBe(12);
    expect(helpSectionOf("ajutor-123")).toBeNull();
  });
});

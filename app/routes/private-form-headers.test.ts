import { describe, expect, it } from "vitest";
import { privateFormHeaders } from "~/lib/http";
import { headers as checkoutReviewHeaders } from "./checkout-review";
import { headers as loginHeaders } from "./login";
import { headers as resetHeaders } from "./reset-password";

describe("a private page's headers", () => {
  it("are never stored, and carry a refused post's Retry-After", () => {
    const args = (action: HeadersInit) => ({ actionHeaders: new Headers(action) });
    expect(privateFormHeaders(args({}))).toEqual({ "Cache-Control": "private, no-store" });
    expect(privateFormHeaders(args({ "Retry-After": "540" }))).toEqual({
      "Cache-Control": "private, no-store",
      "Retry-After": "540",
    });
  });

  it("are those of the login, password reset and order review pages, whose forms are throttled", () => {
    for (const headers of [loginHeaders, resetHeaders, checkoutReviewHeaders]) {
      expect(headers).toBe(privateFormHeaders);
    }
  });
});

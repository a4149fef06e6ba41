// When the sandbox provider runs, and where it may send the shopper back.
import { describe, expect, it } from "vitest";
import { paymentProviderName } from "./active-provider.server";
import { sandboxReturnPath } from "./sandbox-provider.server";

describe("the sandbox's configuration", () => {
  it("runs by default outside production, and in production only when chosen", () => {
    expect(paymentProviderName({ NODE_ENV: "development", PAYMENT_PROVIDER: undefined })).toBe(
      "sandbox",
    );
    expect(paymentProviderName({ NODE_ENV: "test", PAYMENT_PROVIDER: undefined })).toBe("sandbox");
    expect(paymentProviderName({ NODE_ENV: "production", PAYMENT_PROVIDER: undefined })).toBe(null);
    expect(paymentProviderName({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" })).toBe(
      "sandbox",
    );
  });

  it("sends the shopper back only to a path of the shop", () => {
    expect(sandboxReturnPath("/order-confirmation/abc?x=1")).toBe("/order-confirmation/abc?x=1");
    for (const value of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example/",
      "/.//evil.example/phish",
      "/\t/evil.example/",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(sandboxReturnPath(value)).toBeNull();
    }
  });
});

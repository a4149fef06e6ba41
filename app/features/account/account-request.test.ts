import { describe, expect, it } from "vitest";
import { safeReturnPath, sameOrigin } from "./account-request.server";

describe("after login", () => {
  it("goes back only to a path of this shop", () => {
    expect(safeReturnPath("/account/orders?pagina=2")).toBe("/account/orders?pagina=2");
    for (const away of [
      "//rau.example/x",
      "https://rau.example",
      "/\\rau.example",
      "/\t/rau.example/pwned",
      "/.//rau.example",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(safeReturnPath(away)).toBe("/account/account");
    }
  });
});

describe("form posts", () => {
  const post = (origin: string | null) =>
    new Request("http://localhost:3000/account/personal", {
      method: "POST",
      headers: origin === null ? {} : { Origin: origin },
    });
  it("accept our own origin and browsers that send none, refuse another site and 'null'", () => {
    expect(sameOrigin(post("http://localhost:3000"))).toBe(true);
    expect(sameOrigin(post(null))).toBe(true);
    expect(sameOrigin(post("https://rau.example"))).toBe(false);
    expect(sameOrigin(post("null"))).toBe(false);
  });
});

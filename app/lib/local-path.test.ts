import { describe, expect, it } from "vitest";
import { localPath } from "./local-path";

describe("a path of this site", () => {
  it("keeps paths with their query and fragment", () => {
    expect(localPath("/account/orders?pagina=2")).toBe("/account/orders?pagina=2");
    expect(localPath("/carte/ion?x=1#recenzii")).toBe("/carte/ion?x=1#recenzii");
    expect(localPath("/cautare?term=%C8%99")).toBe("/cautare?term=%C8%99");
  });

  it("refuses anything a browser would read as another site", () => {
    for (const away of [
      "//rau.example/x",
      "/\\rau.example",
      "/\t/rau.example/pwned",
      "/\n/rau.example",
      "/\r\n/rau.example",
      "\t//rau.example",
      "/.//rau.example/phish",
      "/./\\rau.example",
      "https://rau.example",
      "javascript:alert(1)",
      "rau.example",
      "",
      null,
      undefined,
      `/${"a".repeat(2001)}`,
    ]) {
      expect(localPath(away), JSON.stringify(away)).toBeNull();
    }
  });
});

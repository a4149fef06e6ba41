import { describe, expect, it } from "vitest";
import { firstMissingPackage } from "./compare";

describe("firstMissingPackage", () => {
  const ours = {
    packages: {
      "": { version: "0.1.0" },
      "node_modules/react": { version: "19.2.0" },
      "node_modules/@fastify/busboy": { version: "3.2.6" },
    },
  };

  it("lets an older revision that needs fewer packages run on this tree's node_modules", () => {
    const theirs = {
      packages: { "": { version: "0.0.9" }, "node_modules/react": { version: "19.2.0" } },
    };
    expect(firstMissingPackage(theirs, ours)).toBeNull();
  });

  it("names a package this tree lacks or holds at another version", () => {
    expect(
      firstMissingPackage({ packages: { "node_modules/react": { version: "19.1.0" } } }, ours),
    ).toBe("node_modules/react@19.1.0");
    expect(
      firstMissingPackage({ packages: { "node_modules/zod": { version: "4.1.0" } } }, ours),
    ).toBe("node_modules/zod@4.1.0");
  });
});

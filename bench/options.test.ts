// The bench's command line: what --against and --rounds accept and refuse.
import { describe, expect, it } from "vitest";
import { parseOptions, UsageError } from "./options";

describe("parseOptions", () => {
  it("runs one code, twice per case only when compared", () => {
    const options = parseOptions(["--only", "list"]);
    expect(options?.against).toBeNull();
    expect(parseOptions(["--only", "list", "--against", "HEAD~1"])).toMatchObject({
      against: "HEAD~1",
      rounds: 2,
    });
    expect(
      parseOptions(["--only", "list,product", "--against", "abc", "--rounds", "3"]),
    ).toMatchObject({ rounds: 3 });
  });

  it("refuses what a comparison cannot do", () => {
    expect(() => parseOptions(["--rounds", "3"])).toThrow(UsageError);
    // The search benchmark has its own server setup; the default selection includes it.
    expect(() => parseOptions(["--against", "HEAD~1"])).toThrow(/--only list,product/);
    expect(() =>
      parseOptions([
        ...["--against", "HEAD~1", "--profile", "--books", "1000", "--mode", "cold"],
        ...["--cache", "off", "--only", "list"],
      ]),
    ).toThrow(/--profile/);
    expect(() => parseOptions(["--only", "list", "--against", "x", "--rounds", "0"])).toThrow(
      UsageError,
    );
  });
});

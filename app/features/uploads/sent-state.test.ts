import { describe, expect, it } from "vitest";
import { sentQuery, sentState } from "./sent-state";

const at = (query: string) => sentState(new URL(`http://localhost/cariere/x?${query}`));

describe("the sent page's query", () => {
  it("says whether the acknowledgement went, and nothing for other values", () => {
    expect(at(sentQuery(true))).toBe("acknowledged");
    expect(at(sentQuery(false))).toBe("not-acknowledged");
    expect(at("trimis=da")).toBeNull();
    expect(at("")).toBeNull();
  });
});

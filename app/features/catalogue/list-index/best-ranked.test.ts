import { describe, expect, it } from "vitest";
import { bestRanked } from "./best-ranked";

describe("the best-ranked members of a set", () => {
  const rank = [5, 3, 9, 1, 7, 2, 8, 0, 6, 4];
  const members = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const sorted = (accept: (i: number) => boolean) =>
    members.filter(accept).sort((a, b) => (rank[a] ?? 0) - (rank[b] ?? 0));

  it("are the first k of the set sorted by rank, among those accepted", () => {
    const even = (i: number) => i % 2 === 0;
    expect(bestRanked(members, 3, rank, even)).toEqual(sorted(even).slice(0, 3));
    expect(bestRanked(members, 3, rank, () => true)).toEqual([7, 3, 5]);
    expect(bestRanked(members, 20, rank, () => true)).toEqual(sorted(() => true));
  });

  it("are none for k of 0 or an empty set", () => {
    expect(bestRanked(members, 0, rank, () => true)).toEqual([]);
    expect(bestRanked([], 3, rank, () => true)).toEqual([]);
  });
});

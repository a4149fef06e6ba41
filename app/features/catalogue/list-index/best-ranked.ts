/**
 * The `k` members placed best in `rank` (lower first) that `accept` lets through, best first: one
 * pass keeping the best few, since a top category holds tens of thousands of books and sorting
 * them all for a dozen is slower. Of equal ranks the earlier member comes first.
 */
export function bestRanked(
  members: ArrayLike<number>,
  k: number,
  rank: ArrayLike<number>,
  accept: (position: number) => boolean,
): number[] {
  const picked: number[] = [];
  if (k <= 0) return picked;
  const rankOf = (i: number) => rank[i] ?? 0;
  for (let m = 0; m < members.length; m++) {
    const i = members[m] ?? 0;
    const r = rankOf(i);
    if (picked.length === k && r >= rankOf(picked[k - 1] ?? 0)) continue;
    if (!accept(i)) continue;
    let at = picked.length;
    while (at > 0 && rankOf(picked[at - 1] ?? 0) > r) at--;
    picked.splice(at, 0, i);
    if (picked.length > k) picked.pop();
  }
  return picked;
}

// The donation bar's number: GET /api/bf/getBooksDonatedCount answers a plain number.

/** Donated books as a whole percent of the goal, 0 … 100. */
export function donationPercent(donated: number, goal: number): number {
  if (goal <= 0 || donated <= 0) return 0;
  return Math.min(100, Math.floor((donated * 100) / goal));
}

/** The count, or null when the answer is not a count (the bar then shows its fallback). */
export async function fetchDonatedCount(signal: AbortSignal): Promise<number | null> {
  const response = await fetch("/api/bf/getBooksDonatedCount", {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  return typeof body === "number" && Number.isInteger(body) && body >= 0 ? body : null;
}

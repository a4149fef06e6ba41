import { useEffect, useState } from "react";

export type CountdownState = "upcoming" | "running" | "expired";

/** Spec section 4: timers are upcoming, running or expired, and stop ticking at expiry. */
export function useCountdown(
  endsAt: number | null,
  startsAt = 0,
): { state: CountdownState; remainingMs: number } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  if (endsAt === null || now >= endsAt) return { state: "expired", remainingMs: 0 };
  if (now < startsAt) return { state: "upcoming", remainingMs: endsAt - now };
  return { state: "running", remainingMs: endsAt - now };
}

/** 9 min 5 s → "09:05". */
export function formatMinutesSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const mm = Math.floor(seconds / 60)
    .toString()
    .padStart(2, "0");
  return `${mm}:${(seconds % 60).toString().padStart(2, "0")}`;
}

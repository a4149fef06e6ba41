// The cinema popup's scripted chat (spec section 4): its lines appear at 3, 6 and 9 seconds.
import { useEffect, useState } from "react";
import { CINEMA_CHAT_DELAYS_MS } from "./widget-constants";

export function CinemaChat({ lines }: { lines: string[] }) {
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const timers = CINEMA_CHAT_DELAYS_MS.slice(0, lines.length).map((delay, index) =>
      window.setTimeout(() => setShown((count) => Math.max(count, index + 1)), delay),
    );
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [lines.length]);

  return (
    <ol aria-live="polite" className="flex min-h-24 flex-col gap-2">
      {lines.slice(0, shown).map((line, index) => (
        <li
          // The script is fixed: a line's place is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: lines never move
          key={index}
          className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${index % 2 === 0 ? "self-start bg-stone-100" : "self-end bg-brand-700 text-white"}`}
        >
          {line}
        </li>
      ))}
    </ol>
  );
}

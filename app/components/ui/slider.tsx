import { useRef } from "react";

/**
 * A horizontal slider (spec: 6 slides per row from 1200 px, 4 from 800 px, 3 below; gap 16).
 * The row scrolls natively (touch, keyboard, trackpad); the buttons move it by a row.
 */
export function Slider({ label, children }: { label: string; children: React.ReactNode[] }) {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const list = track.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth, behavior: "smooth" });
  };
  return (
    <div className="relative">
      <ul
        ref={track}
        aria-label={label}
        className="grid snap-x snap-mandatory auto-cols-[calc((100%-2*16px)/3)] grid-flow-col gap-4 overflow-x-auto pb-2 [scrollbar-width:thin] min-[800px]:auto-cols-[calc((100%-3*16px)/4)] desktop:auto-cols-[calc((100%-5*16px)/6)]"
      >
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional and never reordered
          <li key={i} className="snap-start">
            {child}
          </li>
        ))}
      </ul>
      {children.length > 3 ? (
        <div className="mt-2 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => move(-1)}
            className="rounded border border-stone-300 px-3 py-1 hover:bg-stone-100"
          >
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Înapoi în {label}</span>
          </button>
          <button
            type="button"
            onClick={() => move(1)}
            className="rounded border border-stone-300 px-3 py-1 hover:bg-stone-100"
          >
            <span aria-hidden="true">›</span>
            <span className="sr-only">Înainte în {label}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

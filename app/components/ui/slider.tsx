import { useEffect, useRef, useState } from "react";

/** Where the row is scrolled: which arrows can move it, and whether it fits without scrolling. */
interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/** Scroll positions are fractional under zoom and snapping: a pixel's slack counts as the end. */
function edgesOf(list: HTMLElement): Edges {
  return {
    atStart: list.scrollLeft <= 1,
    atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
  };
}

/**
 * A horizontal slider (spec: 6 slides per row from 1200 px, 4 from 800 px, 3 below; gap 16).
 * The row scrolls natively (touch, keyboard, trackpad); the buttons move it by a row, are
 * disabled at the ends and hidden (their space kept, so nothing moves) when every slide fits.
 */
export function Slider({ label, children }: { label: string; children: React.ReactNode[] }) {
  const track = useRef<HTMLUListElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const forward = useRef<HTMLButtonElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  // The server cannot measure: it draws the row at its start with more to see.
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });
  const arrows = children.length > 3;

  useEffect(() => {
    const list = track.current;
    if (!list || !arrows) return;
    const measure = () => {
      const next = edgesOf(list);
      setEdges((current) =>
        current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next,
      );
    };
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => {
      list.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, [arrows]);

  // An arrow that becomes disabled under the keyboard hands focus to the other one (a disabled
  // button drops focus to the page's start).
  useEffect(() => {
    const lost = (button: HTMLButtonElement | null) =>
      button !== null &&
      (document.activeElement === button || document.activeElement === document.body) &&
      pressed.current === button;
    if (edges.atStart && !edges.atEnd && lost(back.current)) forward.current?.focus();
    if (edges.atEnd && !edges.atStart && lost(forward.current)) back.current?.focus();
  }, [edges]);

  const move = (direction: 1 | -1) => {
    pressed.current = direction === 1 ? forward.current : back.current;
    const list = track.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth, behavior: "smooth" });
  };
  // Focus moved on to something else: a later scroll to an end must not pull it back.
  const forget = (event: React.FocusEvent) => {
    if (event.relatedTarget) pressed.current = null;
  };
  const fits = edges.atStart && edges.atEnd;
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
      {arrows ? (
        <div className={`mt-2 flex justify-end gap-2 ${fits ? "invisible" : ""}`}>
          <button
            ref={back}
            type="button"
            onClick={() => move(-1)}
            onBlur={forget}
            disabled={edges.atStart}
            className="rounded border border-stone-300 px-3 py-1 hover:bg-stone-100 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent"
          >
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Înapoi în {label}</span>
          </button>
          <button
            ref={forward}
            type="button"
            onClick={() => move(1)}
            onBlur={forget}
            disabled={edges.atEnd}
            className="rounded border border-stone-300 px-3 py-1 hover:bg-stone-100 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent"
          >
            <span aria-hidden="true">›</span>
            <span className="sr-only">Înainte în {label}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

// The puzzle for the keyboard (and anyone who prefers buttons to dragging): the same picture in
// grid × grid tiles; choose a tile, then the one to swap it with. Arrow keys move between tiles
// (one tab stop for the board), Enter or Space chooses. Solved when every tile is in its place.
import { useEffect, useRef, useState } from "react";
import type { Size } from "./puzzle-layout";
import { drawPuzzlePicture } from "./puzzle-picture";
import { isWhole, placeAfterKey, shuffledTiles, swapTiles } from "./puzzle-tiles";

export function PuzzleTilesBoard({
  grid,
  size,
  onSolved,
}: {
  grid: number;
  size: Size;
  onSolved: () => void;
}) {
  const [order, setOrder] = useState<number[]>(() => shuffledTiles(grid * grid));
  const [chosen, setChosen] = useState<number | null>(null);
  const [focused, setFocused] = useState(0);
  const [picture, setPicture] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const solved = isWhole(order);

  useEffect(() => {
    setPicture(drawPuzzlePicture().toDataURL());
  }, []);

  useEffect(() => {
    if (solved) onSolved();
  }, [solved, onSolved]);

  function choose(place: number) {
    if (solved) return;
    if (chosen === null) {
      setChosen(place);
      setSaid(`Ai ales piesa ${(order[place] ?? 0) + 1}. Alege piesa cu care o schimbi.`);
      return;
    }
    if (chosen !== place) {
      setOrder(swapTiles(order, chosen, place));
      setSaid(`Piesele de pe locurile ${chosen + 1} și ${place + 1} au fost schimbate.`);
    } else {
      setSaid("Alegerea a fost anulată.");
    }
    setChosen(null);
  }

  function move(place: number, key: string) {
    const next = placeAfterKey(place, key, grid);
    if (next === null) return false;
    setFocused(next);
    tiles.current[next]?.focus();
    return true;
  }

  const side = Math.floor(Math.min(size.width, size.height, 480) / grid);
  const step = grid > 1 ? 100 / (grid - 1) : 0;
  return (
    <div className="mx-auto flex w-fit flex-col items-center gap-2">
      <p id="puzzle-tiles-help" className="text-sm text-stone-700">
        Alege o piesă, apoi piesa cu care o schimbi. Săgețile te mută între piese.
      </p>
      <fieldset aria-describedby="puzzle-tiles-help">
        <legend className="sr-only">{`Puzzle de ${grid} × ${grid} piese`}</legend>
        <div
          className="grid gap-0.5 rounded border border-brand-100 bg-stone-200 p-0.5"
          style={{ gridTemplateColumns: `repeat(${grid}, ${side}px)` }}
        >
          {order.map((tile, place) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a place on the board is its identity.
              key={place}
              ref={(element) => {
                tiles.current[place] = element;
              }}
              type="button"
              tabIndex={place === focused ? 0 : -1}
              aria-pressed={chosen === place}
              aria-label={`Piesa ${tile + 1}, pe locul ${place + 1}`}
              onClick={() => choose(place)}
              onFocus={() => setFocused(place)}
              onKeyDown={(event) => {
                if (move(place, event.key)) event.preventDefault();
              }}
              className={`block focus-visible:outline-4 focus-visible:outline-brand-700 ${chosen === place ? "ring-4 ring-brand-600 ring-inset" : ""}`}
              style={{
                width: side,
                height: side,
                backgroundColor: "#f5efe6",
                backgroundImage: picture ? `url(${picture})` : undefined,
                backgroundSize: `${grid * 100}% ${grid * 100}%`,
                backgroundPosition: `${(tile % grid) * step}% ${Math.floor(tile / grid) * step}%`,
              }}
            />
          ))}
        </div>
      </fieldset>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}

// The puzzle's keyboard game (puzzle-tiles-board.tsx): the picture cut into grid × grid tiles in a
// shuffled order; choosing two tiles swaps them, and the picture is whole when every tile is in
// its place. The same pieces and the same clock as the jigsaw, played with buttons.

/** `order[place]` is the tile shown at `place`; tile n belongs at place n. */
export type TileOrder = readonly number[];

/** A shuffled order of `count` tiles that is never already solved (count ≥ 2). */
export function shuffledTiles(count: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  do {
    for (let i = count - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? j, order[i] ?? i];
    }
  } while (count > 1 && isWhole(order));
  return order;
}

/** The order with the tiles at places `a` and `b` swapped. */
export function swapTiles(order: TileOrder, a: number, b: number): number[] {
  const next = [...order];
  [next[a], next[b]] = [order[b] ?? b, order[a] ?? a];
  return next;
}

export function isWhole(order: TileOrder): boolean {
  return order.every((tile, place) => tile === place);
}

/**
 * The place an arrow key moves the focus to in a grid × grid board, or null for other keys. The
 * focus stops at the edges.
 */
export function placeAfterKey(place: number, key: string, grid: number): number | null {
  const row = Math.floor(place / grid);
  const column = place % grid;
  switch (key) {
    case "ArrowLeft":
      return column > 0 ? place - 1 : place;
    case "ArrowRight":
      return column < grid - 1 ? place + 1 : place;
    case "ArrowUp":
      return row > 0 ? place - grid : place;
    case "ArrowDown":
      return row < grid - 1 ? place + grid : place;
    case "Home":
      return row * grid;
    case "End":
      return row * grid + grid - 1;
    default:
      return null;
  }
}

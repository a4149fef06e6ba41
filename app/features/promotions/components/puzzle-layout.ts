// The puzzle's geometry (spec section 9): the board's size by screen, the pieces' size, and where
// the pieces start, spread over the board so none hides another.
import {
  PUZZLE_BOARD,
  PUZZLE_SMALL_BOARD_HEIGHT,
  PUZZLE_SMALL_SCREEN_BELOW_PX,
} from "./widget-constants";

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The popup around the board: its margins and padding across, its title and controls down. */
const CHROME_X = 48;
const CHROME_Y = 180;
/** Below this the pieces are too small to pick up. */
const MIN_BOARD_HEIGHT = 180;
/** The assembled picture takes this share of the board's shorter side. */
const PICTURE_SHARE = 0.55;
/** A piece with its tabs and a little air, in piece diameters. */
const FOOTPRINT = 1.5;

/**
 * 800×600, or 400 px high (same aspect) under 768 px of screen; smaller still, same aspect,
 * where the screen cannot hold that inside the popup.
 */
export function puzzleBoardSize(viewport: Size): Size {
  const aspect = PUZZLE_BOARD.width / PUZZLE_BOARD.height;
  const height =
    viewport.width < PUZZLE_SMALL_SCREEN_BELOW_PX ? PUZZLE_SMALL_BOARD_HEIGHT : PUZZLE_BOARD.height;
  const fit = Math.min(height, (viewport.width - CHROME_X) / aspect, viewport.height - CHROME_Y);
  const fitted = Math.floor(Math.max(MIN_BOARD_HEIGHT, fit));
  return { width: Math.floor(fitted * aspect), height: fitted };
}

/** Edge-to-edge size of a square piece for a grid×grid picture. */
export function pieceDiameter(board: Size, grid: number): number {
  return Math.floor((Math.min(board.width, board.height) * PICTURE_SHARE) / grid);
}

/**
 * Starting centres for `count` pieces: the board is cut into cells at least a piece's footprint
 * wide, the pieces take random cells and sit somewhere inside them, always wholly on the board.
 */
export function scatterPieces(
  count: number,
  board: Size,
  diameter: number,
  random: () => number = Math.random,
): Point[] {
  const footprint = diameter * FOOTPRINT;
  let columns = Math.max(1, Math.floor(board.width / footprint));
  let rows = Math.max(1, Math.floor(board.height / footprint));
  if (columns * rows < count) {
    // Too small a board for separate cells: as many as needed, overlapping a little.
    columns = Math.ceil(Math.sqrt((count * board.width) / board.height));
    rows = Math.ceil(count / columns);
  }
  const cellWidth = board.width / columns;
  const cellHeight = board.height / rows;
  const cells = Array.from({ length: columns * rows }, (_, index) => index);
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cells[i], cells[j]] = [cells[j] as number, cells[i] as number];
  }
  // The tabs reach about a quarter of a piece beyond its edge.
  const reach = diameter * 0.75;
  const clamp = (value: number, max: number) =>
    Math.min(Math.max(value, reach), Math.max(reach, max - reach));
  return cells.slice(0, count).map((cell) => {
    const column = cell % columns;
    const row = Math.floor(cell / columns);
    const jitterX = (random() - 0.5) * Math.max(0, cellWidth - footprint);
    const jitterY = (random() - 0.5) * Math.max(0, cellHeight - footprint);
    return {
      x: Math.round(clamp((column + 0.5) * cellWidth + jitterX, board.width)),
      y: Math.round(clamp((row + 0.5) * cellHeight + jitterY, board.height)),
    };
  });
}

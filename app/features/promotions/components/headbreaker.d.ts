// headbreaker 3.0.0 names dist/headbreaker.d.ts as its types but does not publish it: the part of
// its API the puzzle board uses, from the library's JSDoc (src/canvas.js, src/puzzle.js).
declare module "headbreaker" {
  namespace headbreaker {
    interface Vector {
      x: number;
      y: number;
    }

    interface Piece {
      readonly centralAnchor: Vector;
      metadata: { id?: string; targetPosition?: Vector; currentPosition?: Vector };
    }

    interface Puzzle {
      readonly pieces: Piece[];
      /** Moves every piece to the shuffler's positions (central anchors, one per piece). */
      shuffleWith(shuffler: (pieces: Piece[]) => Vector[]): void;
    }

    /** A rendering backend; only the Konva one is used. */
    interface Painter {
      readonly __painter?: never;
    }

    interface CanvasOptions {
      width: number;
      height: number;
      /** Edge-to-edge piece size. */
      pieceSize?: number | Vector;
      /** How close, in px, a piece must come to its neighbour's place to snap to it. */
      proximity?: number;
      borderFill?: number | Vector;
      strokeWidth?: number;
      strokeColor?: string;
      lineSoftness?: number;
      preventOffstageDrag?: boolean;
      image?: HTMLImageElement | HTMLCanvasElement;
      /** Whether the board itself stays put (otherwise the whole stage can be dragged). */
      fixed?: boolean;
      painter?: Painter;
    }

    class Canvas {
      /** `id`: the id of the element the canvas is placed in. */
      constructor(id: string, options: CanvasOptions);
      readonly puzzle: Puzzle;
      autogenerate(options?: {
        horizontalPiecesCount?: number;
        verticalPiecesCount?: number;
      }): void;
      adjustImagesToPuzzleHeight(): void;
      attachSolvedValidator(): void;
      onValid(listener: (puzzle: Puzzle) => void): void;
      draw(): void;
      redraw(): void;
    }

    const painters: { Konva: new () => Painter };
  }
  export = headbreaker;
}

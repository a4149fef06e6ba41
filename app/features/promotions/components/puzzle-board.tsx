// The jigsaw itself, drawn by headbreaker (with Konva) inside a box this component owns. Pointer
// only by nature (mouse, pen, finger); the box's name tells a screen reader what it is about.
import headbreaker from "headbreaker";
import Konva from "konva";
import { useEffect, useId, useRef } from "react";
import { pieceDiameter, type Size, scatterPieces } from "./puzzle-layout";
import { drawPuzzlePicture } from "./puzzle-picture";
import { boardLabel } from "./puzzle-texts";
import { PUZZLE_SNAP_PROXIMITY } from "./widget-constants";

export function PuzzleBoard({
  grid,
  size,
  onSolved,
}: {
  grid: number;
  size: Size;
  onSolved: () => void;
}) {
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const onSolvedRef = useRef(onSolved);
  onSolvedRef.current = onSolved;

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const diameter = pieceDiameter(size, grid);
    const canvas = new headbreaker.Canvas(box.id, {
      width: size.width,
      height: size.height,
      pieceSize: diameter,
      proximity: PUZZLE_SNAP_PROXIMITY,
      borderFill: Math.round(diameter / 10),
      strokeWidth: 1.5,
      strokeColor: "#6e2914",
      lineSoftness: 0.18,
      image: drawPuzzlePicture(),
      // The board stays put; only pieces move, and never off the board.
      fixed: true,
      preventOffstageDrag: true,
      painter: new headbreaker.painters.Konva(),
    });
    canvas.adjustImagesToPuzzleHeight();
    canvas.autogenerate({ horizontalPiecesCount: grid, verticalPiecesCount: grid });
    canvas.puzzle.shuffleWith((pieces) => scatterPieces(pieces.length, size, diameter));
    canvas.attachSolvedValidator();
    canvas.onValid(() => onSolvedRef.current());
    canvas.draw();
    return () => {
      // headbreaker has no teardown: Konva keeps every stage in a list until destroyed.
      for (const stage of Konva.stages.filter((s) => s.container() === box)) stage.destroy();
      // The Konva painter sets the page's cursor on hover and would leave a pointer behind.
      document.body.style.cursor = "";
    };
  }, [grid, size]);

  return (
    <div
      ref={boxRef}
      id={id}
      role="img"
      aria-label={boardLabel(grid)}
      // Sized by Konva's canvas inside. No touch scrolling or zooming over the board: a finger
      // there drags a piece.
      className="mx-auto w-fit touch-none rounded border border-brand-100 bg-stone-50"
    />
  );
}

// The puzzle's Romanian wording that depends on numbers: minutes agree with their count.
import type { PuzzleLevel } from "../types";

/** "1 minut", "3 minute", "20 de minute" (Romanian: 20–99 and round hundreds take "de"). */
export function minutesText(minutes: number): string {
  if (minutes === 1) return "1 minut";
  const lastTwo = minutes % 100;
  const de = lastTwo >= 20 || (lastTwo === 0 && minutes > 0);
  return `${minutes} ${de ? "de " : ""}minute`;
}

/** "Nivelul 1 — 2×2 piese, 1 minut, 10% reducere" */
export function levelLabel(level: PuzzleLevel): string {
  return `Nivelul ${level.level} — ${level.grid}×${level.grid} piese, ${minutesText(level.minutes)}, ${level.percent}% reducere`;
}

/** What a screen reader hears at each whole minute of the countdown. */
export function minutesLeftText(minutes: number): string {
  if (minutes <= 0) return "";
  return minutes === 1 ? "A mai rămas un minut." : `Au mai rămas ${minutesText(minutes)}.`;
}

export function wonText(percent: number): string {
  return `Felicitări! Ai câștigat ${percent}% reducere la cărțile fără preț de campanie. Reducerea se aplică automat în coș.`;
}

/**
 * The jigsaw's accessible name: it is played with a pointer (mouse, pen or finger); the button
 * above it turns it into tiles to swap with the keyboard.
 */
export function boardLabel(grid: number): string {
  return `Puzzle de ${grid}×${grid} piese cu coperta unei cărți. Trage piesele cu mouse-ul sau cu degetul și îmbină-le până refaci imaginea; piesele apropiate se lipesc singure. Cu tastatura, apasă „Joacă cu tastatura”.`;
}

// Confetti on a canvas the popup renders inside its <dialog>: a modal dialog sits in the top
// layer, above any canvas appended to <body>. No worker: the CSP allows no blob: scripts.
import type confettiModule from "canvas-confetti";

const cannons = new WeakMap<HTMLCanvasElement, confettiModule.CreateTypes>();

export async function celebrate(canvas: HTMLCanvasElement | null): Promise<void> {
  if (!canvas) return;
  try {
    let fire = cannons.get(canvas);
    if (!fire) {
      const { default: confetti } = await import("canvas-confetti");
      fire = confetti.create(canvas, {
        resize: true,
        useWorker: false,
        disableForReducedMotion: true,
      });
      cannons.set(canvas, fire);
    }
    await fire({ particleCount: 140, spread: 80, origin: { y: 0.6 } });
  } catch (error) {
    // Decoration only: a missing chunk or canvas leaves the prize as it is.
    console.warn("confetti failed", error);
  }
}

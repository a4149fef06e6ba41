// A fixed piece of single-threaded work timed on the idle machine, printed with every run: this
// machine's speed drifts by up to three times between hours (the same code, 70d3853, served
// 6,887 cached list pages a second one morning and 2,506 another day), so figures from different
// runs compare only through it. It does what a page does, in miniature: builds and escapes markup,
// encodes JSON, hashes and compresses.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function page(seed: number): string {
  let html = "";
  for (let i = 0; i < 400; i++) {
    const title = `Carte ${seed}-${i} „Ion” & <alte> povești`.replace(
      /[&<>"]/g,
      (c) => ESCAPES[c] ?? c,
    );
    html += `<li class="relative flex flex-col gap-1"><a href="/carte/${seed}-${i}">${title}</a><span class="text-sm">${(i * 1999) % 10000} lei</span></li>`;
  }
  return html;
}

function work(): number {
  let check = 0;
  for (let round = 0; round < 120; round++) {
    const html = page(round);
    const data = JSON.parse(
      JSON.stringify(
        Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Carte ${i}`, round })),
      ),
    ) as unknown[];
    const bytes = Buffer.from(html);
    check += createHash("sha1").update(bytes).digest()[0] ?? 0;
    check += gzipSync(bytes, { level: 3 }).length + data.length;
  }
  return check;
}

/** The best of five timings of the fixed work, in milliseconds: lower is faster. */
export function yardstickMs(): number {
  work();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return Math.round(best);
}

/** The walk's memory: far beyond the CPU's caches, as a server's heap of 1 GB or so is. */
const WALK_BYTES = 256 * 1024 * 1024;
const WALK_STEPS = 1_000_000;

/**
 * Nanoseconds a step of a random walk through 256 MB (each step's address read from the one
 * before, so no step starts before the last ends), median of three. The compute yardstick stays
 * in the CPU's caches; a server with a large heap waits on memory too, and on this machine the two
 * drift apart (see README, Benchmarks).
 */
export function memoryLatencyNs(): number {
  const slots = WALK_BYTES / 4;
  const memory = new Int32Array(slots);
  // One cycle through 2^22 slots spread over the whole array (Sattolo's shuffle).
  const visited = 1 << 22;
  const stride = slots / visited;
  const order = new Int32Array(visited);
  for (let i = 0; i < visited; i++) order[i] = i * stride;
  let seed = 0x2545f491;
  for (let i = visited - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    const j = seed % i;
    const swap = order[i] ?? 0;
    order[i] = order[j] ?? 0;
    order[j] = swap;
  }
  for (let i = 0; i < visited; i++) memory[order[i] ?? 0] = order[(i + 1) % visited] ?? 0;
  const timings: number[] = [];
  let at = order[0] ?? 0;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let step = 0; step < WALK_STEPS; step++) at = memory[at] ?? 0;
    timings.push(((performance.now() - started) * 1e6) / WALK_STEPS);
  }
  // `at` is used, so the walk cannot be optimised away.
  return Math.round((timings.sort((a, b) => a - b)[1] ?? 0) + (at < 0 ? 1 : 0));
}

/** Both readings of the machine, as each report gives them. */
export function machineReading(): { ms: number; memoryNs: number } {
  return { ms: yardstickMs(), memoryNs: memoryLatencyNs() };
}

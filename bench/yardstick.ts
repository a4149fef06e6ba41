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

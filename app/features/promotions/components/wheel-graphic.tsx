// The prize wheel in SVG: one segment per prize in its colours, turned by a CSS transition (the
// CSP allows style properties set from script; React sets them that way on the client).
import type { PrizeView } from "../types";
import { plainText, segmentCenter, segmentPath, shortLabel } from "./wheel-geometry";

const RADIUS = 100;

export function WheelGraphic({
  prizes,
  rotation,
  spinMs,
}: {
  prizes: PrizeView[];
  rotation: number;
  spinMs: number;
}) {
  const count = prizes.length;
  return (
    <div className="relative mx-auto aspect-square w-[min(20rem,80vw)]">
      <svg
        viewBox="-104 -104 208 208"
        aria-hidden="true"
        className="h-full w-full ease-out motion-reduce:transition-none"
        style={{
          transform: `rotate(${rotation}deg)`,
          transitionProperty: "transform",
          transitionDuration: `${spinMs}ms`,
          transitionTimingFunction: "cubic-bezier(0.17, 0.67, 0.12, 0.99)",
        }}
      >
        <circle r={RADIUS + 3} fill="#6e2914" />
        {prizes.map((prize, index) => (
          <g key={prize.id}>
            <path d={segmentPath(index, count, RADIUS)} fill={prize.bgColor} stroke="#fff" />
            <text
              transform={`rotate(${segmentCenter(index, count) - 90})`}
              x={RADIUS - 8}
              y={3}
              textAnchor="end"
              fontSize={8}
              fontWeight={600}
              fill={prize.color}
            >
              {shortLabel(plainText(prize.name), 20)}
            </text>
          </g>
        ))}
        <circle r={14} fill="#fff" stroke="#6e2914" strokeWidth={3} />
      </svg>
      {/* The pointer stands still at the top. */}
      <svg
        viewBox="0 0 20 24"
        aria-hidden="true"
        className="absolute -top-2 left-1/2 h-8 w-7 -translate-x-1/2"
      >
        <path d="M0 0 H20 L10 24 Z" fill="#1f1b16" stroke="#fff" strokeWidth={1.5} />
      </svg>
    </div>
  );
}

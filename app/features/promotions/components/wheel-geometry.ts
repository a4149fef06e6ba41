// The prize wheel's drawing and landing. Angles are degrees clockwise from the top, where the
// pointer stands; segment i of n spans [i, i + 1] × 360 / n before the wheel turns.

export function segmentCenter(index: number, count: number): number {
  return ((index + 0.5) * 360) / count;
}

/**
 * The wheel's next rotation: at least `turns` whole turns past `current`, ending with the middle
 * of segment `index` under the pointer.
 */
export function wheelRotation(
  index: number,
  count: number,
  current: number,
  turns: number,
): number {
  const target = (360 - segmentCenter(index, count)) % 360;
  const delta = (((target - current) % 360) + 360) % 360;
  return current + turns * 360 + delta;
}

function point(angle: number, radius: number): string {
  const radians = (angle * Math.PI) / 180;
  const x = radius * Math.sin(radians);
  const y = -radius * Math.cos(radians);
  return `${x.toFixed(3)} ${y.toFixed(3)}`;
}

/** SVG path of segment `index` on a wheel of `radius` centred on the origin. */
export function segmentPath(index: number, count: number, radius: number): string {
  const start = (index * 360) / count;
  const end = ((index + 1) * 360) / count;
  const large = end - start > 180 ? 1 : 0;
  return `M0 0 L${point(start, radius)} A${radius} ${radius} 0 ${large} 1 ${point(end, radius)} Z`;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The text of a prize's (sanitised) HTML message, for an SVG label. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith("#x") || entity.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
      if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** A segment label short enough to fit between the hub and the rim. */
export function shortLabel(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

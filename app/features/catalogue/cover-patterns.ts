// Decorative patterns of the generated covers, drawn inside a rectangle of the board. Plain SVG
// (pattern tiles, paths, circles) that librsvg renders; no images, no fonts.

export const PATTERNS = [
  "stripes",
  "dots",
  "waves",
  "triangles",
  "rings",
  "checks",
  "chevrons",
  "rays",
] as const;
export type PatternKind = (typeof PATTERNS)[number];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A tile pattern filling the box; `id` must be unique in the document. */
function tiled(id: string, box: Box, size: number, tile: string, rotate = 0): string {
  const transform = rotate ? ` patternTransform="rotate(${rotate})"` : "";
  return `<defs><pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${transform}>${tile}</pattern></defs>
<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="url(#${id})"/>`;
}

function clipped(id: string, box: Box, content: string): string {
  return `<defs><clipPath id="${id}"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}"/></clipPath></defs>
<g clip-path="url(#${id})">${content}</g>`;
}

/**
 * The pattern `kind` in `colour` (with `second` for two-colour ones) over `box`. `scale` (0..3)
 * varies the tile size, so two books with the same pattern still differ.
 */
export function patternSvg(
  kind: PatternKind,
  box: Box,
  colour: string,
  second: string,
  scale: number,
  id = "p",
): string {
  const unit = 28 + scale * 14;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  switch (kind) {
    case "stripes":
      return tiled(
        id,
        box,
        unit,
        `<rect width="${unit / 2}" height="${unit}" fill="${colour}"/>`,
        scale % 2 ? -35 : 45,
      );
    case "dots":
      return tiled(
        id,
        box,
        unit,
        `<circle cx="${unit / 2}" cy="${unit / 2}" r="${unit / 4}" fill="${colour}"/><circle cx="0" cy="0" r="${unit / 9}" fill="${second}"/>`,
      );
    case "waves": {
      const h = unit;
      const wave = `<path d="M0 ${h / 2} Q ${h / 2} 0 ${h} ${h / 2} T ${h * 2} ${h / 2}" fill="none" stroke="${colour}" stroke-width="${Math.max(4, h / 7)}"/>`;
      return `<defs><pattern id="${id}" width="${h * 2}" height="${h}" patternUnits="userSpaceOnUse">${wave}</pattern></defs>
<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="url(#${id})"/>`;
    }
    case "triangles":
      return tiled(
        id,
        box,
        unit * 2,
        `<path d="M0 ${unit * 2} L${unit} 0 L${unit * 2} ${unit * 2} Z" fill="${colour}"/><path d="M${unit / 2} ${unit * 2} L${unit} ${unit} L${unit * 1.5} ${unit * 2} Z" fill="${second}"/>`,
      );
    case "rings": {
      const step = unit * 0.9;
      const reach = Math.hypot(box.width, box.height) / 2;
      let rings = "";
      for (let r = step; r < reach; r += step) {
        rings += `<circle cx="${cx}" cy="${cy}" r="${Math.round(r)}" fill="none" stroke="${colour}" stroke-width="${Math.round(step / 3)}"/>`;
      }
      return clipped(`${id}c`, box, rings);
    }
    case "checks":
      return tiled(
        id,
        box,
        unit * 2,
        `<rect width="${unit}" height="${unit}" fill="${colour}"/><rect x="${unit}" y="${unit}" width="${unit}" height="${unit}" fill="${second}"/>`,
      );
    case "chevrons":
      return tiled(
        id,
        box,
        unit * 2,
        `<path d="M0 ${unit} L${unit} 0 L${unit * 2} ${unit} L${unit * 2} ${unit * 1.6} L${unit} ${unit * 0.6} L0 ${unit * 1.6} Z" fill="${colour}"/>`,
      );
    case "rays": {
      const count = 12 + scale * 4;
      const reach = Math.hypot(box.width, box.height);
      let rays = "";
      for (let i = 0; i < count; i += 2) {
        const a = (i / count) * Math.PI * 2;
        const b = ((i + 1) / count) * Math.PI * 2;
        const point = (angle: number) =>
          `${Math.round(cx + Math.cos(angle) * reach)} ${Math.round(cy + Math.sin(angle) * reach)}`;
        rays += `<path d="M${Math.round(cx)} ${Math.round(cy)} L${point(a)} L${point(b)} Z" fill="${colour}"/>`;
      }
      return clipped(
        `${id}c`,
        box,
        `${rays}<circle cx="${cx}" cy="${cy}" r="${unit}" fill="${second}"/>`,
      );
    }
  }
}

// Icons a page repeats many times (the favourites heart on each of the home page's 48 cards) are
// drawn once per page as a <symbol> in the layout's sprite, and each use is a short <use>. Inside
// <use>, the path inherits fill and stroke from the <svg> that references it, so each use still
// chooses them (a filled heart when pressed).

const SYMBOLS = {
  heart: "M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6C19 16.5 12 21 12 21z",
} as const;

export type SpriteIconName = keyof typeof SYMBOLS;

export const spriteHref = (name: SpriteIconName) => `#icon-${name}`;

/** Rendered once by the root layout, on every page. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {Object.entries(SYMBOLS).map(([name, path]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <path d={path} />
        </symbol>
      ))}
    </svg>
  );
}

import type { CartLine } from "~/lib/stored-items";

/** A line's cover, 60 px wide (covers are 2:3). */
export function CartLineThumb({
  line,
  width = 60,
}: {
  line: Pick<CartLine, "mainImageUrl" | "mainImageUrlWebP" | "title">;
  width?: number;
}) {
  const height = Math.round(width * 1.5);
  if (!line.mainImageUrl) {
    // Sized by attributes, not a style attribute: the pages' CSP allows no inline styles.
    return (
      <svg
        aria-hidden="true"
        width={width}
        height={height}
        className="shrink-0 rounded text-stone-200"
      >
        <rect width="100%" height="100%" fill="currentColor" />
      </svg>
    );
  }
  return (
    <picture className="shrink-0">
      {line.mainImageUrlWebP ? <source srcSet={line.mainImageUrlWebP} type="image/webp" /> : null}
      <img
        src={line.mainImageUrl}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className="rounded object-cover"
      />
    </picture>
  );
}

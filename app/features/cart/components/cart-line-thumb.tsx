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
    return (
      <div aria-hidden="true" className="shrink-0 rounded bg-stone-200" style={{ width, height }} />
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

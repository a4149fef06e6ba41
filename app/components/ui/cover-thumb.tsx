/**
 * A small book cover from a stored list item (favourites, recently viewed). Covers are 2:3; the
 * explicit size reserves the space before the image loads. The alt text is empty because the
 * title is always next to it.
 */
export function CoverThumb({
  src,
  srcWebP = null,
  width = 60,
  className = "",
}: {
  src: string | null;
  srcWebP?: string | null;
  width?: number;
  className?: string;
}) {
  const height = Math.round(width * 1.5);
  if (!src) {
    // Sized by attributes, not a style attribute: the pages' CSP allows no inline styles.
    return (
      <svg
        aria-hidden="true"
        width={width}
        height={height}
        className={`shrink-0 rounded text-stone-200 ${className}`}
      >
        <rect width="100%" height="100%" fill="currentColor" />
      </svg>
    );
  }
  return (
    <picture className="shrink-0">
      {srcWebP ? <source srcSet={srcWebP} type="image/webp" /> : null}
      <img
        src={src}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={`rounded bg-stone-100 object-cover ${className}`}
      />
    </picture>
  );
}

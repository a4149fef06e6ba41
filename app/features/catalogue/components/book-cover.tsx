import type { Cover } from "../types";

/** Pixel widths of the two cover files (see COVER_SIZES in covers.server.ts). */
const SMALL_WIDTH = 200;
const LARGE_WIDTH = 600;

/** A cover with a WebP source, a JPEG fallback and an explicit size (no layout shift). */
export function BookCover({
  cover,
  title,
  variant,
  eager = false,
  className = "",
}: {
  cover: Cover | null;
  title: string;
  variant: "small" | "large";
  eager?: boolean;
  className?: string;
}) {
  if (!cover) {
    // Covers are 2:3. A class, not a style attribute: the pages' CSP allows no inline styles.
    return (
      <div
        className={`flex aspect-[2/3] items-center justify-center bg-stone-200 text-center text-xs text-stone-600 ${className}`}
      >
        Copertă indisponibilă
      </div>
    );
  }
  const width = variant === "large" ? 300 : 150;
  const height = Math.round((width * cover.height) / cover.width);
  // Both files serve both variants; the browser picks by displayed width and pixel density.
  const sizes =
    variant === "large" ? "(min-width: 768px) 300px, 70vw" : "(min-width: 1200px) 180px, 45vw";
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={`${cover.smallUrlWebp} ${SMALL_WIDTH}w, ${cover.largeUrlWebp} ${LARGE_WIDTH}w`}
        sizes={sizes}
      />
      <img
        src={variant === "large" ? cover.largeUrl : cover.smallUrl}
        srcSet={`${cover.smallUrl} ${SMALL_WIDTH}w, ${cover.largeUrl} ${LARGE_WIDTH}w`}
        sizes={sizes}
        alt={`Coperta cărții ${title}`}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : "auto"}
        className={`h-auto w-full rounded bg-stone-100 shadow-sm ${className}`}
      />
    </picture>
  );
}

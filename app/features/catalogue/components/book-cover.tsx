import { coverSources } from "../cover-files";
import type { Cover } from "../types";

/**
 * `sizes` of the cover slots: the width the cover really takes (page padding 16 px a side, 16 px
 * gaps, max-w-7xl), so a 2× phone fetches the 400 w file for a grid card and not the 600 w one.
 */
export const COVER_SLOT_SIZES = {
  /** BookCardGrid: 2 columns, 3 from 640 px, 4 from 768 px, 6 from 1200 px. */
  grid: "(min-width: 1200px) 195px, (min-width: 768px) calc(25vw - 20px), (min-width: 640px) calc(33vw - 22px), calc(50vw - 24px)",
  /** Slider: 3 slides, 4 from 800 px, 6 from 1200 px. */
  slider: "(min-width: 1200px) 195px, (min-width: 800px) calc(25vw - 20px), calc(33vw - 22px)",
  /** The product page: at most 300 px wide. */
  page: "(max-width: 331px) calc(100vw - 32px), 300px",
} as const;

/** Covers fetched eagerly and first on a page: the few that can be its largest paint. */
export const EAGER_COVERS = 3;

/** A cover with AVIF and WebP sources, a JPEG fallback and an explicit size (no layout shift). */
export function BookCover({
  cover,
  title,
  variant,
  sizes,
  eager = false,
  className = "",
}: {
  cover: Cover | null;
  title: string;
  variant: "small" | "large";
  /** The slot's `sizes`; by default a grid card's (small) or the product page's (large). */
  sizes?: string;
  /** Above the fold and likely the page's largest paint: loaded at once with high priority. */
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
  const slot = sizes ?? COVER_SLOT_SIZES[variant === "large" ? "page" : "grid"];
  const sources = coverSources(cover);
  return (
    <picture>
      {sources.avif ? <source type="image/avif" srcSet={sources.avif} sizes={slot} /> : null}
      <source type="image/webp" srcSet={sources.webp} sizes={slot} />
      {/* JPEG only for browsers with neither AVIF nor WebP: one file, less HTML per card. */}
      <img
        src={variant === "large" ? cover.largeUrl : cover.smallUrl}
        alt={`Coperta cărții ${title}`}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        className={`h-auto w-full rounded bg-stone-100 shadow-sm ${className}`}
      />
    </picture>
  );
}

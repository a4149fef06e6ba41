import type { ShownProduct } from "../shown-product";

/** A recommended product's small cover (2:3), as wide as its slot; decorative beside its title. */
export function ProductThumb({
  product,
  width,
  className = "",
}: {
  product: Pick<ShownProduct, "mainImageUrl" | "mainImageUrlWebP">;
  width: number;
  className?: string;
}) {
  const height = Math.round(width * 1.5);
  if (!product.mainImageUrl) {
    // Sized by attributes and classes: the pages' CSP allows no inline styles.
    return (
      <svg
        aria-hidden="true"
        width={width}
        height={height}
        className={`rounded text-stone-200 ${className}`}
      >
        <rect width="100%" height="100%" fill="currentColor" />
      </svg>
    );
  }
  return (
    <picture>
      {product.mainImageUrlWebP ? (
        <source srcSet={product.mainImageUrlWebP} type="image/webp" />
      ) : null}
      <img
        src={product.mainImageUrl}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={`rounded bg-stone-100 object-cover shadow-sm ${className}`}
      />
    </picture>
  );
}

import { discountPercent, formatLei } from "~/lib/money";

/** Price in lei, with the recommended price (PRP) struck through when it is higher. */
export function Price({
  price,
  oldPrice,
  size = "md",
}: {
  price: number;
  oldPrice: number | null;
  size?: "md" | "lg";
}) {
  const percent = discountPercent(price, oldPrice);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={size === "lg" ? "text-2xl font-bold text-brand-700" : "font-bold text-brand-700"}
      >
        {formatLei(price)}
      </span>
      {oldPrice && percent > 0 ? (
        <>
          <span className="text-sm text-stone-600">
            PRP: <s>{formatLei(oldPrice)}</s>
          </span>
          <span className="rounded bg-brand-100 px-1.5 text-xs font-semibold text-brand-800">
            -{percent}%
          </span>
        </>
      ) : null}
    </p>
  );
}

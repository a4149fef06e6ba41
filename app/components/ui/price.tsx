import { announcedReduction, formatLei } from "~/lib/money";

/**
 * Price in lei, with the recommended price (PRP) struck through when it is higher. A campaign
 * price shows its label, and beneath it the lowest price of the 30 days before the reduction
 * (Directive 2019/2161); its percent is then of that price, and the PRP is shown for reference,
 * neither struck through nor with a percent of its own.
 */
export function Price({
  price,
  oldPrice,
  promotion = null,
  onCampaign = false,
  size = "md",
}: {
  price: number;
  oldPrice: number | null;
  promotion?: { label: string; lowestPriorPrice: number } | null | undefined;
  /**
   * The price is a campaign's but its label and prior price are not at hand (a cart line, a
   * carousel, the buy bar): the PRP is shown for reference only, with no percent.
   */
  onCampaign?: boolean;
  size?: "md" | "lg";
}) {
  const percent = announcedReduction(price, oldPrice, promotion, onCampaign);
  const reference = promotion !== null || onCampaign;
  const abovePrice = oldPrice != null && oldPrice > price;
  const priceClass =
    size === "lg" ? "text-2xl font-bold text-brand-700" : "font-bold text-brand-700";
  if (!promotion && !(abovePrice && (percent > 0 || onCampaign))) {
    // The price alone, as most cards show it: one element where a list page has dozens.
    return <p className={priceClass}>{formatLei(price)}</p>;
  }
  const line = (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={priceClass}>{formatLei(price)}</span>
      {promotion ? (
        <span className="rounded bg-brand-700 px-1.5 text-xs font-semibold text-white">
          {promotion.label}
        </span>
      ) : null}
      {abovePrice ? (
        <span className="text-sm text-stone-600">
          PRP: {reference ? formatLei(oldPrice) : <s>{formatLei(oldPrice)}</s>}
        </span>
      ) : null}
      {percent > 0 ? (
        <span className="rounded bg-brand-100 px-1.5 text-xs font-semibold text-brand-800">
          -{percent}%
        </span>
      ) : null}
    </p>
  );
  if (!promotion) return line;
  return (
    <div>
      {line}
      <p className="text-xs text-stone-600">
        Cel mai mic preț din ultimele 30 de zile: {formatLei(promotion.lowestPriorPrice)}
      </p>
    </div>
  );
}

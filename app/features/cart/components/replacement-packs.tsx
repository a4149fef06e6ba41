import { useEffect, useId, useState } from "react";
import { Price } from "~/components/ui/price";
import { formatMinutesSeconds, useCountdown } from "~/components/ui/use-countdown";
import { announceAddedToCart } from "~/lib/cart-events";
import { formatLei } from "~/lib/money";
import type { CartLine } from "~/lib/stored-items";
import type { ApiProduct } from "../../catalogue/api-product";
import { productToCartLine, replaceLine } from "../cart-lines";
import { openCartPopup } from "../cart-popup-state";
import { cartList } from "../cart-store";
import { REPLACEMENT_PACK_COUNTDOWN_MS, useProductList } from "../product-lists";
import { CartLineThumb } from "./cart-line-thumb";

const PACK_PRODUCT_TYPE_ID = 4;

/**
 * Spec section 2: the top-selling promo packs that contain the book just added, offered for 10
 * minutes; choosing one puts the pack in the book's place. The server leaves out the products on
 * the exclusion list of the settings.
 */
export function ReplacementPacks({ line }: { line: CartLine }) {
  const isPack = line.productTypeId === PACK_PRODUCT_TYPE_ID;
  const packs = useProductList("topsoldpackagesNL", isPack ? null : line.id);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const headingId = useId();
  useEffect(() => {
    setEndsAt(Date.now() + REPLACEMENT_PACK_COUNTDOWN_MS);
  }, []);
  const { state, remainingMs } = useCountdown(endsAt);
  const available = packs.filter((pack) => !pack.isUnavailable);
  if (available.length === 0 || state === "expired") return null;

  const choose = (pack: ApiProduct) => {
    const packLine = productToCartLine(pack);
    cartList.update((lines) => {
      const index = lines.findIndex(
        (candidate) => candidate.id === line.id && !candidate.isGift && !candidate.giftCard,
      );
      return index === -1 ? [...lines, packLine] : replaceLine(lines, index, packLine);
    });
    announceAddedToCart({ productId: packLine.id, price: packLine.price, replacement: true });
    openCartPopup({ line, replacedBy: packLine });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-brand-50 p-3">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          Economisește cu un pachet promo
        </h3>
        <p className="text-sm">
          Oferta expiră în{" "}
          <time className="font-mono font-semibold" aria-live="off">
            {formatMinutesSeconds(remainingMs)}
          </time>
        </p>
      </div>
      <ul className="grid snap-x snap-mandatory auto-cols-[calc((100%-1rem)/2)] grid-flow-col gap-4 overflow-x-auto pb-2 min-[668px]:auto-cols-[calc((100%-3rem)/4)]">
        {available.map((pack) => (
          <li key={pack.id} className="flex snap-start flex-col gap-1.5">
            <CartLineThumb line={pack} width={80} />
            <span className="line-clamp-2 text-sm font-semibold">{pack.title}</span>
            <Price price={pack.price} oldPrice={pack.oldPrice} onCampaign={pack.isEpicOffer} />
            {pack.oldPrice && pack.oldPrice > pack.price ? (
              <span className="text-sm font-semibold text-green-800">
                economisești {formatLei(pack.oldPrice - pack.price)}
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => choose(pack)}
              aria-label={`Alege pachetul: ${pack.title}`}
              className="rounded bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Alege pachetul
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

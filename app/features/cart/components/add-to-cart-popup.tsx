import { useEffect, useId } from "react";
import { DialogHeader } from "~/components/ui/dialog-header";
import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { useModalDialog } from "~/components/ui/use-modal-dialog";
import { closeCartPopup, useCartPopup } from "../cart-popup-state";
import { useProductList } from "../product-lists";
import { CartLineThumb } from "./cart-line-thumb";
import { ProductCarousel } from "./product-carousel";
import { ReplacementPacks } from "./replacement-packs";

/**
 * Spec section 4: what the shopper sees after adding to the cart. Loaded when first needed
 * (add-to-cart-popup-host.tsx), which also listens for other scripts' add events.
 */
export const ADDED_TITLE = "Produsul a fost adăugat în coș";
export const REPLACED_TITLE = "Produsul a fost înlocuit cu pachetul promo";

export function AddToCartPopup() {
  const popup = useCartPopup();
  const { ref, show, close } = useModalDialog();
  const titleId = useId();

  useEffect(() => {
    if (popup) show();
  }, [popup, show]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.addEventListener("close", closeCartPopup);
    return () => dialog.removeEventListener("close", closeCartPopup);
  }, [ref]);

  const shown = popup ? (popup.replacedBy ?? popup.line) : null;
  const recommended = useProductList("recommended", popup ? popup.line.id : null);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(56rem,calc(100vw-1rem))] max-h-[calc(100vh-2rem)] overflow-y-auto rounded-lg bg-white p-4 shadow-xl backdrop:bg-stone-950/50"
    >
      {popup && shown ? (
        <div className="flex flex-col gap-4">
          <DialogHeader
            titleId={titleId}
            title={popup.replacedBy ? REPLACED_TITLE : ADDED_TITLE}
            closeLabel="Închide"
            onClose={close}
          />
          <div className="flex items-center gap-4">
            <CartLineThumb line={shown} />
            <div className="flex-1">
              <p className="font-semibold">{shown.title}</p>
              {shown.subtitle ? <p className="text-sm text-stone-600">{shown.subtitle}</p> : null}
              <Price
                price={shown.price}
                oldPrice={shown.oldPrice}
                onCampaign={shown.isEpicOffer === true}
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <PageLink
              to="/cos/produse"
              onClick={close}
              className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Vezi coșul
            </PageLink>
            <PageLink
              to="/cos/detalii-comanda"
              onClick={close}
              className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              Finalizează comanda
            </PageLink>
            <button type="button" onClick={close} className="px-2 py-2 text-brand-800 underline">
              Continuă cumpărăturile
            </button>
          </div>
          {popup.replacedBy ? null : <ReplacementPacks line={popup.line} />}
          {recommended.length > 0 ? (
            <ProductCarousel title="Cititorii au mai cumpărat" products={recommended} />
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

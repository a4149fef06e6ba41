import { PageLink } from "~/components/ui/page-link";
import type { ApiProduct } from "~/features/catalogue/api-product";
import { expireVoucherCookie } from "~/features/promotions/components/campaign-cookies";
import { formatLei } from "~/lib/money";
import type { QuoteVoucher } from "../quote";

/**
 * The voucher the cart carries: the spec's banner once the server applied it ("Felicitări!
 * Voucherul a fost activat!" or the gift banner), else why it does not apply.
 */
export function VoucherSummary({
  voucher,
  freeShippingMinimum,
}: {
  voucher: QuoteVoucher;
  freeShippingMinimum: number;
}) {
  const remove = () => {
    expireVoucherCookie();
    window.location.reload();
  };
  if (!voucher.applied) {
    return (
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm" role="status">
        <p>
          Voucher <span className="font-mono font-semibold">{voucher.code}</span>: {voucher.message}
        </p>
        <button type="button" onClick={remove} className="mt-1 underline">
          Renunță la voucher
        </button>
      </div>
    );
  }
  return (
    <div className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm" role="status">
      {voucher.gift ? (
        <>
          <p className="font-bold">Felicitări! Cartea cadou a fost adăugată în coș!</p>
          <p>
            Transportul este gratuit pentru comenzile de cel puțin {formatLei(freeShippingMinimum)}.
          </p>
        </>
      ) : (
        <>
          <p className="font-bold">Felicitări! Voucherul a fost activat!</p>
          <p>
            {voucher.percent !== null
              ? `Finalizează comanda și bucură-te de ${voucher.percent}% reducere!`
              : `${voucher.message} Finalizează comanda și bucură-te de ofertă!`}
          </p>
        </>
      )}
      <button type="button" onClick={remove} className="mt-1 underline">
        Renunță la voucher
      </button>
    </div>
  );
}

/** The voucher's gift book, at 0 lei: added by the server at the order, not stored here. */
export function GiftLine({ gift }: { gift: ApiProduct }) {
  return (
    <div className="flex items-center gap-3 border-t border-stone-200 py-3">
      {gift.mainImageUrl ? (
        <img src={gift.mainImageUrl} alt="" width={48} height={72} loading="lazy" />
      ) : null}
      <div className="flex flex-col">
        <PageLink to={gift.url} className="font-semibold hover:underline">
          {gift.title}
        </PageLink>
        <span className="text-sm text-green-800">Cadou — 0,00 lei</span>
      </div>
    </div>
  );
}

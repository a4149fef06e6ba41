import { formatLei } from "~/lib/money";

export interface TotalsView {
  subtotal: number;
  discount: number;
  shipping: number;
  paymentFee: number;
  /** Gift vouchers bought. */
  giftCards?: number;
  /** Paid from the account's store credit. */
  creditUsed?: number;
  /** Paid with the account's bonus points, in bani. */
  bonusUsed?: number;
  total: number;
}

/** Subtotal, discount, shipping, cash-on-delivery fee and total (VAT included), as every step shows them. */
export function TotalsBox({ totals }: { totals: TotalsView }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt>Produse</dt>
      <dd className="text-right">{formatLei(totals.subtotal)}</dd>
      {totals.discount > 0 ? (
        <>
          <dt>Reducere</dt>
          <dd className="text-right">−{formatLei(totals.discount)}</dd>
        </>
      ) : null}
      <dt>Livrare</dt>
      <dd className="text-right">
        {totals.shipping === 0 ? "Gratuită" : formatLei(totals.shipping)}
      </dd>
      {totals.giftCards ? (
        <>
          <dt>Vouchere cadou</dt>
          <dd className="text-right">{formatLei(totals.giftCards)}</dd>
        </>
      ) : null}
      {totals.paymentFee > 0 ? (
        <>
          <dt>Taxă ramburs</dt>
          <dd className="text-right">{formatLei(totals.paymentFee)}</dd>
        </>
      ) : null}
      {totals.creditUsed ? (
        <>
          <dt>Plătit din credit</dt>
          <dd className="text-right">−{formatLei(totals.creditUsed)}</dd>
        </>
      ) : null}
      {totals.bonusUsed ? (
        <>
          <dt>Plătit cu puncte</dt>
          <dd className="text-right">−{formatLei(totals.bonusUsed)}</dd>
        </>
      ) : null}
      <dt className="border-t border-stone-300 pt-2 text-base font-bold">Total de plată</dt>
      <dd className="border-t border-stone-300 pt-2 text-right text-base font-bold">
        {formatLei(totals.total)}
      </dd>
      {/* Romanian shop prices include VAT; a company buyer asks whether they do. */}
      <dd className="col-span-2 text-right text-xs text-stone-600">TVA inclus</dd>
    </dl>
  );
}

// How the order is paid, on its confirmation page: settled, the bank transfer's details, a card
// payment still to make (or retry), or what the courier collects.
import { formatLei } from "../../../lib/money";
import type { OrderView } from "../order-view";
import { settledNote } from "../payment-note";

export function OrderPaymentStatus({ order }: { order: OrderView }) {
  const paid = order.paymentStatus === "paid";
  const settled = settledNote(order);
  return (
    <>
      {settled ? (
        <p className="rounded border border-green-700 bg-green-50 p-3">{settled}</p>
      ) : null}
      {order.bankTransfer && !paid ? (
        <section aria-labelledby="bank-title" className="rounded border-2 border-brand-700 p-4">
          <h2 id="bank-title" className="mb-2 text-xl font-bold">
            Plata prin ordin de plată
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>Beneficiar</dt>
            <dd className="font-semibold">{order.bankTransfer.beneficiary}</dd>
            <dt>IBAN</dt>
            <dd className="font-mono font-semibold">{order.bankTransfer.iban}</dd>
            <dt>Banca</dt>
            <dd className="font-semibold">{order.bankTransfer.bank}</dd>
            <dt>Referință</dt>
            <dd className="font-semibold">{order.bankTransfer.reference}</dd>
          </dl>
          <p className="mt-2 text-sm">
            Trimitem coletul după ce primim plata, de obicei într-o zi lucrătoare.
          </p>
        </section>
      ) : null}
      {order.paymentMethod.code === "card" && !paid ? (
        <p className="rounded border border-amber-400 bg-amber-50 p-3">
          {order.paymentStatus === "failed"
            ? "Plata cu cardul nu a reușit."
            : "Așteptăm plata cu cardul."}{" "}
          {order.links.payment ? (
            <a href={`/order-payment/${order.publicId}`} className="font-semibold underline">
              Plătește acum
            </a>
          ) : null}
        </p>
      ) : null}
      {order.paymentMethod.code === "ramburs" && !paid ? (
        <p>
          Plătești curierului {formatLei(order.total)} la livrare: {order.deliveryMethod.name}.
        </p>
      ) : null}
    </>
  );
}

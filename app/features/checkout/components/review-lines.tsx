import { formatLei } from "~/lib/money";

export interface ReviewLine {
  id: number;
  /** Tells apart lines that are not books (gift vouchers); the id and gift flag otherwise. */
  key?: string;
  title: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  isGift: boolean;
  packContents: { title: string }[];
  shipsFrom: string | null;
  /** One more line under the title (a gift voucher's recipient). */
  note?: string | null;
}

/** The order's lines: packs with their books, gifts at 0 lei, pre-orders with their date. */
export function ReviewLines({ lines }: { lines: ReviewLine[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Produsele comenzii</caption>
      <thead>
        <tr className="border-b border-stone-300 text-left">
          <th scope="col" className="py-2">
            Produs
          </th>
          <th scope="col" className="py-2 text-right">
            Cantitate
          </th>
          <th scope="col" className="py-2 text-right">
            Preț
          </th>
          <th scope="col" className="py-2 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={line.key ?? `${line.id}-${line.isGift}`}
            className="border-b border-stone-200 align-top"
          >
            <td className="py-2">
              <span className="font-semibold">{line.title}</span>
              {line.isGift ? (
                <span className="ml-2 rounded bg-green-100 px-1 text-xs">Cadou</span>
              ) : null}
              {line.note ? <span className="block text-stone-700">{line.note}</span> : null}
              {line.shipsFrom ? (
                <span className="block text-stone-700">
                  Precomandă: se livrează din {line.shipsFrom}
                </span>
              ) : null}
              {line.packContents.length > 0 ? (
                <ul className="ml-4 list-disc text-stone-700">
                  {line.packContents.map((item) => (
                    <li key={item.title}>{item.title}</li>
                  ))}
                </ul>
              ) : null}
            </td>
            <td className="py-2 text-right">{line.quantity}</td>
            <td className="py-2 text-right">{formatLei(line.unitPrice)}</td>
            <td className="py-2 text-right">{formatLei(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// The customer's returns (/account/Return): each with its state and what comes back, and how.
import { type ReturnListItem, returnParts } from "../returns";

export function ReturnList({ returns }: { returns: ReturnListItem[] }) {
  return (
    <section aria-labelledby="returns-title">
      <h2 id="returns-title" className="mb-2 text-xl font-bold">
        Cererile tale
      </h2>
      {returns.length === 0 ? (
        <p>Nu ai cereri de retur.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {returns.map((item) => (
            <li key={item.id} className="rounded border border-stone-200 p-3 text-sm">
              Returul nr. {item.id} pentru comanda nr. {item.number}:{" "}
              <strong>{item.statusLabel}</strong> · {returnParts(item).join(" · ")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

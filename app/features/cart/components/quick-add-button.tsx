// A card's quick "Adaugă în coș": the same path as the product page's button (the product is
// fetched, the line stored, the add-to-cart popup opened), kept small for a grid of 48 cards.
import { useRef, useState } from "react";
import type { BookCard } from "~/features/catalogue/types";
import { ADD_TO_CART_MESSAGES, addToCart } from "../cart-store";

export function QuickAddButton({ book }: { book: BookCard }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  // Out of stock: nothing to offer (the card says so in its availability line).
  if (book.availability === "out-of-stock") return null;
  const label = book.availability === "preorder" ? "Precomandă" : "Adaugă în coș";
  const add = async () => {
    // Not `disabled` while busy: a disabled button drops focus, and the popup returns it here.
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    const result = await addToCart(book.id);
    running.current = false;
    setBusy(false);
    if (!result.ok) setError(ADD_TO_CART_MESSAGES[result.reason]);
  };
  return (
    <>
      <button
        type="button"
        onClick={add}
        // The popup's code comes as the pointer or the keyboard reaches it (add-to-cart-popup-host).
        data-add-to-cart=""
        aria-busy={busy}
        aria-label={`${label}: ${book.title}`}
        className="mt-1 rounded border border-brand-700 px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-busy:opacity-60"
      >
        {label}
      </button>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

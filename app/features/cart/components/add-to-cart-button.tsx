import { useRef, useState } from "react";
import { ADD_TO_CART_MESSAGES, addToCart } from "../cart-store";

/**
 * "Adaugă în coș", or "Precomandă" for a book not out yet. Works after hydration only (the cart
 * lives in the browser); the server renders it enabled so the page does not jump, and a click
 * before hydration is simply not handled.
 */
export function AddToCartButton({
  productId,
  title,
  size = "md",
  preorder = false,
  onAdded,
}: {
  productId: number;
  title: string;
  size?: "md" | "lg";
  /** The book is announced, not yet published: ordering it now is a pre-order. */
  preorder?: boolean;
  onAdded?: () => void;
}) {
  const action = preorder ? "Precomandă" : "Adaugă în coș";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const add = async () => {
    // Not `disabled` while busy: a disabled button drops focus, and the popup returns it here.
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    const result = await addToCart(productId);
    running.current = false;
    setBusy(false);
    if (result.ok) onAdded?.();
    else setError(ADD_TO_CART_MESSAGES[result.reason]);
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={add}
        // The popup's code comes as the pointer or the keyboard reaches it (add-to-cart-popup-host).
        data-add-to-cart=""
        aria-busy={busy}
        aria-label={`${action}: ${title}`}
        className={`rounded bg-brand-700 font-semibold text-white hover:bg-brand-800 aria-busy:opacity-60 ${size === "lg" ? "px-6 py-3 text-lg" : "px-3 py-1.5 text-sm"}`}
      >
        {action}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useState } from "react";
import { ADD_TO_CART_MESSAGES, addToCart } from "../cart-store";

/**
 * "Adaugă în coș". Works after hydration only (the cart lives in the browser); the server renders
 * it enabled so the page does not jump, and a click before hydration is simply not handled.
 */
export function AddToCartButton({
  productId,
  title,
  size = "md",
  onAdded,
}: {
  productId: number;
  title: string;
  size?: "md" | "lg";
  onAdded?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    setBusy(true);
    setError(null);
    const result = await addToCart(productId);
    setBusy(false);
    if (result.ok) onAdded?.();
    else setError(ADD_TO_CART_MESSAGES[result.reason]);
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={add}
        aria-busy={busy}
        aria-label={`Adaugă în coș: ${title}`}
        className={`rounded bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${size === "lg" ? "px-6 py-3 text-lg" : "px-3 py-1.5 text-sm"}`}
        disabled={busy}
      >
        Adaugă în coș
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { cartList } from "../cart-store";
import { type OrderedCart, withoutOrdered } from "../ordered-lines";

/** Marks the first page after placing an order (its address carries it once). */
export const JUST_PLACED_PARAM = "plasata";

/**
 * The order holds its lines now: they leave the browser's cart once, on the first page after
 * placing (confirmation or card payment), never when that page is opened again later from an
 * e-mail. Only what the order took goes: books added in another tab during checkout stay.
 */
export function ClearCartAfterOrder({ ordered }: { ordered: OrderedCart | null }) {
  const [params, setParams] = useSearchParams();
  const justPlaced = params.get(JUST_PLACED_PARAM) === "1";
  useEffect(() => {
    if (!justPlaced || !ordered) return;
    cartList.update((lines) => withoutOrdered(lines, ordered));
    setParams(
      (current) => {
        current.delete(JUST_PLACED_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [justPlaced, ordered, setParams]);
  return null;
}

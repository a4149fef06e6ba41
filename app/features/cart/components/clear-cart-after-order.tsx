import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { cartList } from "../cart-store";

/** Marks the first page after placing an order (its address carries it once). */
export const JUST_PLACED_PARAM = "plasata";

/**
 * The order holds the cart now: the browser's copy is emptied once, on the first page after
 * placing (confirmation or card payment), never when that page is opened again later from an
 * e-mail, which would wipe a new cart.
 */
export function ClearCartAfterOrder() {
  const [params, setParams] = useSearchParams();
  const justPlaced = params.get(JUST_PLACED_PARAM) === "1";
  useEffect(() => {
    if (!justPlaced) return;
    cartList.update(() => []);
    setParams(
      (current) => {
        current.delete(JUST_PLACED_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [justPlaced, setParams]);
  return null;
}

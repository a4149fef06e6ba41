// What every page ships of the add-to-cart popup: the listener for other scripts' add events and
// a loader. The popup itself (its carousel of recommendations and promo packs) is fetched when
// the pointer or the keyboard reaches an add button (marked `data-add-to-cart`; one listener on
// the document, so the buttons, which the popup's carousel shows too, do not import it), or at
// the latest on the first add; until it has loaded the line is in the cart and the header's
// count shows it. A chunk that fails to load is asked for again on the next add (React.lazy
// would keep the failure and hand it to the page's error boundary).
import { type ComponentType, useEffect, useState } from "react";
import { useCartPopup } from "../cart-popup-state";
import { listenForAddProductEvents } from "../cart-store";

type PopupModule = typeof import("./add-to-cart-popup");

let loading: Promise<PopupModule> | null = null;

/** Starts loading the popup's code (once); safe to call on every hover or focus. */
function loadPopup(): Promise<PopupModule> {
  loading ??= import("./add-to-cart-popup").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function AddToCartPopupHost() {
  const popup = useCartPopup();
  const [Popup, setPopup] = useState<ComponentType | null>(null);

  // Spec section 7: other scripts on the page add to the cart through an event.
  useEffect(() => listenForAddProductEvents(), []);

  useEffect(() => {
    if (Popup) return;
    const onReach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest("[data-add-to-cart]")) {
        loadPopup().catch(() => {});
      }
    };
    document.addEventListener("pointerover", onReach, { passive: true });
    document.addEventListener("focusin", onReach);
    return () => {
      document.removeEventListener("pointerover", onReach);
      document.removeEventListener("focusin", onReach);
    };
  }, [Popup]);

  useEffect(() => {
    if (!popup || Popup) return;
    let current = true;
    loadPopup().then(
      (module) => current && setPopup(() => module.AddToCartPopup),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [popup, Popup]);

  return Popup ? <Popup /> : null;
}

import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Spec: the bar runs over 5 s and only appears for navigations longer than 200 ms. */
export const LOADING_BAR_DURATION_MS = 5_000;
export const LOADING_BAR_THROTTLE_MS = 200;

export function LoadingBar() {
  const busy = useNavigation().state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Se încarcă pagina"
      className="fixed inset-x-0 top-0 z-50 h-1 origin-left bg-brand-600"
      style={{ animation: `loading-bar ${LOADING_BAR_DURATION_MS}ms ease-out forwards` }}
    />
  );
}

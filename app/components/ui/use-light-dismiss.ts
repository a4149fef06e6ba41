import { type RefObject, useEffect, useRef } from "react";

export type DismissReason = "outside" | "focus-left" | "escape";

/** Whether an event's target lies outside the popup's container (and so should close it). */
export function isOutside(
  container: Pick<Node, "contains"> | null,
  target: EventTarget | null,
): boolean {
  // Pointer and focus events only ever target nodes (or nothing).
  return container !== null && target !== null && !container.contains(target as Node);
}

/**
 * Closes a non-modal popup (a disclosure panel, not a <dialog>) the way a shopper expects: a
 * press outside it, focus moving out of it, or Escape. `container` must hold both the popup and
 * its button, so the button's own click still toggles it.
 */
export function useLightDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
) {
  // The latest callback, so a new function each render does not re-add the listeners.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(element, event.target)) dismiss.current("outside");
    };
    // A null relatedTarget is a click on the popup's own text or a switch to another window:
    // focus has not gone anywhere else on the page, so the popup stays.
    const onFocusOut = (event: FocusEvent) => {
      if (isOutside(element, event.relatedTarget)) dismiss.current("focus-left");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) dismiss.current("escape");
    };
    document.addEventListener("pointerdown", onPointerDown);
    element.addEventListener("focusout", onFocusOut);
    window.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      element.removeEventListener("focusout", onFocusOut);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [container, open]);
}

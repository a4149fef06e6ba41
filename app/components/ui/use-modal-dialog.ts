import { useCallback, useEffect, useRef, useState } from "react";

/** Spec: opening a popup on screens narrower than 558 px locks the page's scrolling. */
export const SCROLL_LOCK_BELOW_PX = 558;
/** Spec: under the Black Friday theme the menu locks scrolling only under 600 px. */
export const BLACK_FRIDAY_MENU_LOCK_BELOW_PX = 600;

// Dialogs that locked the page's scrolling and are still open: one closing while another is open
// (the favourites panel handing over to the add-to-cart popup) must not unlock the page.
let scrollLocks = 0;

function lockScroll() {
  scrollLocks += 1;
  document.body.style.overflow = "hidden";
}

function unlockScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) document.body.style.overflow = "";
}

/**
 * Locks the page's scrolling while `active` on a screen narrower than `lockBelowPx`, for a popup
 * that is not a modal <dialog> (the account menu).
 */
export function useScrollLock(active: boolean, lockBelowPx = SCROLL_LOCK_BELOW_PX) {
  useEffect(() => {
    if (!active || window.innerWidth >= lockBelowPx) return;
    lockScroll();
    return unlockScroll;
  }, [active, lockBelowPx]);
}

/**
 * A native <dialog> opened as a modal: the browser traps focus and closes it on Escape; this
 * returns focus to the opener (the browser's own return is lost when the dialog's content
 * unmounts or the opener re-renders), adds the scroll lock and keeps React state in step.
 */
export function useModalDialog(lockBelowPx = SCROLL_LOCK_BELOW_PX) {
  const ref = useRef<HTMLDialogElement>(null);
  const locked = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    dialog.showModal();
    setOpen(true);
    if (window.innerWidth < lockBelowPx) {
      lockScroll();
      locked.current = true;
    }
  }, [lockBelowPx]);

  const close = useCallback(() => ref.current?.close(), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      setOpen(false);
      // Back to the opener, unless focus already went somewhere else on purpose (another popup).
      const target = opener.current;
      opener.current = null;
      const active = document.activeElement;
      if (target?.isConnected && (!active || active === document.body || dialog.contains(active)))
        target.focus();
      if (locked.current) {
        locked.current = false;
        unlockScroll();
      }
    };
    // A click on the backdrop (the dialog element itself, outside its content) closes it.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener("close", onClose);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("close", onClose);
      dialog.removeEventListener("click", onClick);
      // Unmounted while open (the page changed): give the page its scrolling back.
      if (locked.current) {
        locked.current = false;
        unlockScroll();
      }
    };
  }, []);

  return { ref, open, show, close };
}

// The shell of every campaign popup: a native modal <dialog> (focus moves in and comes back to
// the opener, Escape closes) titled by its heading, with a canvas for the confetti.
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { DialogHeader } from "~/components/ui/dialog-header";
import { useModalDialog } from "~/components/ui/use-modal-dialog";

export function PromoDialog({
  open,
  title,
  onClosed,
  confettiRef,
  wide = false,
  lockScrollAlways = false,
  children,
}: {
  open: boolean;
  title: string;
  /** Called whenever the dialog closes: its button, Escape, the backdrop or `open` turning off. */
  onClosed: () => void;
  confettiRef?: RefObject<HTMLCanvasElement | null>;
  /** Room for an 800 px wide board (the puzzle). */
  wide?: boolean;
  /** Lock the page's scrolling on every screen, not only on small ones (the puzzle). */
  lockScrollAlways?: boolean;
  children: ReactNode;
}) {
  const { ref, show, close } = useModalDialog(
    lockScrollAlways ? Number.POSITIVE_INFINITY : undefined,
  );
  const titleId = useId();
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  useEffect(() => {
    if (open) show();
    else close();
  }, [open, show, close]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => onClosedRef.current();
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [ref]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      className={`m-auto ${wide ? "w-[min(52rem,calc(100vw-1rem))]" : "w-[min(30rem,calc(100vw-1rem))]"} max-h-[calc(100vh-2rem)] overflow-y-auto rounded-lg bg-white p-4 shadow-xl backdrop:bg-stone-950/60`}
    >
      {confettiRef ? (
        // Fixed inside the dialog: it covers the screen in the top layer, above the backdrop.
        <canvas
          ref={confettiRef}
          className="pointer-events-none fixed inset-0 z-10 h-full w-full"
        />
      ) : null}
      <DialogHeader titleId={titleId} title={title} closeLabel="Închide" onClose={close} />
      {/* Closed, it holds no fields: nothing to find, fill or submit behind the page. */}
      {open ? children : null}
    </dialog>
  );
}

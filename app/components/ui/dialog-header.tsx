/** A popup's title and its close button. */
export function DialogHeader({
  titleId,
  title,
  closeLabel,
  onClose,
  sticky = false,
}: {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Stays at the top of a popup taller than the screen, with its close button. */
  sticky?: boolean;
}) {
  return (
    <div
      className={`flex items-center justify-between ${sticky ? "sticky top-0 z-10 -my-2 bg-white py-2" : ""}`}
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <button type="button" onClick={onClose} className="rounded p-2 hover:bg-stone-100">
        <span aria-hidden="true">✕</span>
        <span className="sr-only">{closeLabel}</span>
      </button>
    </div>
  );
}

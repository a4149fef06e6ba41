/** A popup's title and its close button. */
export function DialogHeader({
  titleId,
  title,
  closeLabel,
  onClose,
}: {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center justify-between">
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

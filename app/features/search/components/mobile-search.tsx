import { DialogHeader } from "~/components/ui/dialog-header";
import { useModalDialog } from "~/components/ui/use-modal-dialog";
import { SearchBox } from "./search-box";

/** Below 1200 px: a button opening the "Căutare" popup with the same search box. */
export function MobileSearch() {
  const { ref, open, show, close } = useModalDialog();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        className="rounded px-2 py-1.5 text-stone-800 hover:bg-stone-100 desktop:hidden"
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M16.5 16.5 21 21" />
        </svg>
        <span className="sr-only">Căutare</span>
      </button>
      <dialog
        ref={ref}
        aria-labelledby="cautare-mobil-titlu"
        className="m-0 h-full max-h-none w-full max-w-none bg-white p-4 backdrop:bg-black/40"
      >
        {open ? (
          <div className="flex flex-col gap-4">
            <DialogHeader
              titleId="cautare-mobil-titlu"
              title="Căutare"
              closeLabel="Închide căutarea"
              onClose={close}
            />
            <SearchBox id="cautare-mobil" autoFocus onNavigate={close} />
          </div>
        ) : null}
      </dialog>
    </>
  );
}

// The first-order discount box (spec sections 2 and 4): a side tab with the percent opens a
// modal with one field (e-mail or phone), the pre-checked terms box and "Trimite-mi voucherul".
// The field and button stay until a success message arrives; after an error they come back
// with the message.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type FirstOrderNotice, requestFirstOrderVoucher } from "./first-order-answer";
import { PromoDialog } from "./promo-dialog";

export function FirstOrderBox({ percent }: { percent: number }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<FirstOrderNotice | null>(null);
  const fieldId = useId();
  const termsId = useId();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const done = notice?.tone === "success";

  // The field and button go away on success: the focus goes to the message instead of <body>.
  useEffect(() => {
    if (done) noticeRef.current?.focus();
  }, [done]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("contact") ?? "").trim();
    if (!value || sending) return;
    setSending(true);
    setNotice(await requestFirstOrderVoucher(value));
    setSending(false);
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        // The tall tab in the middle of the side needs the margin wide screens leave beside the
        // page: narrower, it covered filters, covers and the cart's totals. There it is a small
        // tab low on the side, its words kept for screen readers: above the flash package's
        // corner (bottom left, up to about 5rem) and at the wheel's height on the other side,
        // both lifted by the product page's buy bar and the consent banner.
        className="fixed bottom-[calc(6rem+var(--buy-bar-height,0px)+var(--consent-banner-height,0px))] left-0 z-30 flex flex-col items-center gap-1 rounded-r-lg bg-brand-700 px-1.5 py-2 text-white shadow-lg hover:bg-brand-800 2xl:top-1/2 2xl:bottom-auto 2xl:-translate-y-1/2 2xl:px-2 2xl:py-3"
      >
        <span className="text-base font-bold 2xl:text-lg">{percent}%</span>
        <span className="sr-only text-xs font-semibold [writing-mode:vertical-rl] 2xl:not-sr-only">
          Discount la prima comandă
        </span>
      </button>
      <PromoDialog
        open={open}
        title={`${percent}% discount la prima comandă`}
        onClosed={() => setOpen(false)}
      >
        <form onSubmit={submit} className="mt-3 flex flex-col gap-3">
          <p className="text-stone-700">
            {/* The spec's field takes "e-mail or phone"; the shop sends codes by e-mail only, so it
                asks for an address (a phone number typed anyway is answered with why). */}
            Lasă-ne adresa de e-mail și îți trimitem voucherul pentru prima ta comandă.
          </p>
          {done ? null : (
            <div className="flex flex-col gap-1">
              <label htmlFor={fieldId} className="text-sm font-semibold">
                Adresa de e-mail
              </label>
              <input
                id={fieldId}
                name="contact"
                type="text"
                inputMode="email"
                spellCheck={false}
                required
                autoComplete="email"
                className="w-full rounded border border-stone-400 px-3 py-2"
              />
            </div>
          )}
          <div className="flex items-start gap-2 text-sm">
            <input
              id={termsId}
              type="checkbox"
              name="terms"
              defaultChecked
              required
              className="mt-1"
            />
            <label htmlFor={termsId}>Sunt de acord cu termenii și condițiile campaniei.</label>
          </div>
          <div aria-live="polite">
            {notice ? (
              <p
                ref={noticeRef}
                tabIndex={-1}
                className={`rounded p-3 text-sm ${notice.tone === "success" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
              >
                {notice.message}
              </p>
            ) : null}
          </div>
          {done ? null : (
            <button
              type="submit"
              aria-disabled={sending}
              className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
            >
              {sending ? "Se trimite…" : "Trimite-mi voucherul"}
            </button>
          )}
        </form>
      </PromoDialog>
    </>
  );
}

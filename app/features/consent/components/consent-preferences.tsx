// The cookie preferences dialog: necessary (always on), analytics, marketing, and
// "Salvează preferințele". Opened from the banner's "Setări", the footer's „Setări cookie-uri”
// and the cookie policy page.
import { type RefObject, useId, useState } from "react";
import { DialogHeader } from "~/components/ui/dialog-header";
import type { Consent } from "../consent-cookie";
import { saveConsent } from "../consent-store";

const CHOICES = [
  {
    name: "necessary",
    label: "Necesare",
    description:
      "Coșul, favoritele, contul, comanda și alegerea ta de acum. Fără ele magazinul nu funcționează, așa că sunt mereu active.",
  },
  {
    name: "analytics",
    label: "Analiză",
    description:
      "Ne arată, fără să te identifice direct, ce pagini sunt citite și ce nu merge bine.",
  },
  {
    name: "marketing",
    label: "Marketing",
    description:
      "Măsoară ce reclame și e-mailuri te-au adus la noi (de exemplu clicul dintr-o reclamă Facebook) și trimit vizitele și produsele adăugate în coș platformelor de reclame.",
  },
] as const;

export function ConsentPreferences({
  dialogRef,
  open,
  consent,
  close,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  open: boolean;
  consent: Consent | null;
  close: () => void;
}) {
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto w-full max-w-lg rounded-lg bg-white p-0 shadow-xl backdrop:bg-black/40"
    >
      {/* Mounted while open, so each opening starts from the choice in force. */}
      {open ? <PreferencesForm titleId={titleId} consent={consent} close={close} /> : null}
    </dialog>
  );
}

function PreferencesForm({
  titleId,
  consent,
  close,
}: {
  titleId: string;
  consent: Consent | null;
  close: () => void;
}) {
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const [marketing, setMarketing] = useState(consent?.marketing ?? false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idPrefix = useId();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const result = await saveConsent({ analytics, marketing });
    setSaving(false);
    if (result.ok) close();
    else setError(result.message);
  };

  const checked = { necessary: true, analytics, marketing };
  const setters = { analytics: setAnalytics, marketing: setMarketing };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4 p-5">
      <DialogHeader
        titleId={titleId}
        title="Setări cookie-uri"
        closeLabel="Închide setările cookie-urilor"
        onClose={close}
      />
      <p className="text-sm text-stone-700">
        Alege ce cookie-uri folosim în afara celor necesare. Poți reveni oricând din „Setări
        cookie-uri”, în subsolul paginii. Detalii în{" "}
        <a href="/politica-cookies" className="font-semibold text-brand-800 underline">
          politica de cookie-uri
        </a>
        .
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Categorii de cookie-uri</legend>
        {CHOICES.map((choice) => {
          const id = `${idPrefix}-${choice.name}`;
          return (
            <div key={choice.name} className="flex gap-3 rounded border border-stone-200 p-3">
              <input
                id={id}
                type="checkbox"
                name={choice.name}
                checked={checked[choice.name]}
                disabled={choice.name === "necessary"}
                aria-describedby={`${id}-text`}
                onChange={(event) => {
                  if (choice.name !== "necessary") setters[choice.name](event.target.checked);
                }}
                className="mt-1 size-5 accent-brand-700"
              />
              <div>
                <label htmlFor={id} className="font-semibold">
                  {choice.label}
                  {choice.name === "necessary" ? " (mereu active)" : null}
                </label>
                <p id={`${id}-text`} className="text-sm text-stone-700">
                  {choice.description}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={saving}
        className="self-end rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        Salvează preferințele
      </button>
    </form>
  );
}

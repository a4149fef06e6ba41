// The pictures the shopper clicks in a surprise popup, drawn in SVG (no image requests).

const BRAND = "#93361a";
const LIGHT = "#f9e6d2";

export function SurpriseArt({ variant, opened }: { variant: string | null; opened: boolean }) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className="h-32 w-32">
      {variant === "heart" ? (
        <path
          d="M60 104 C20 76 8 56 8 38 C8 22 20 12 34 12 C46 12 54 20 60 30 C66 20 74 12 86 12 C100 12 112 22 112 38 C112 56 100 76 60 104 Z"
          fill={opened ? "#be123c" : "#e11d48"}
        />
      ) : variant === "cinema" ? (
        <g>
          <rect x="14" y="40" width="92" height="62" rx="6" fill={BRAND} />
          <path d="M14 26 L104 14 L106 34 L16 46 Z" fill="#1f1b16" />
          <circle cx="60" cy="71" r="16" fill={LIGHT} />
          <path d="M55 62 L70 71 L55 80 Z" fill={BRAND} />
        </g>
      ) : variant === "egg" || variant === "ten-lei" ? (
        <g>
          <ellipse cx="60" cy="64" rx="40" ry="50" fill={LIGHT} stroke={BRAND} strokeWidth="3" />
          <path
            d="M22 58 L36 50 L46 62 L58 48 L70 62 L82 50 L98 58"
            fill="none"
            stroke={BRAND}
            strokeWidth="4"
          />
          {opened ? (
            <path d="M44 34 L52 44 L60 34" fill="none" stroke={BRAND} strokeWidth="3" />
          ) : null}
          {variant === "ten-lei" ? (
            <text x="60" y="90" textAnchor="middle" fontSize="18" fontWeight="700" fill={BRAND}>
              10 lei
            </text>
          ) : null}
        </g>
      ) : (
        <g>
          <circle cx="60" cy="60" r="50" fill={BRAND} />
          <text x="60" y="76" textAnchor="middle" fontSize="48" fontWeight="700" fill="#fff">
            %
          </text>
        </g>
      )}
    </svg>
  );
}

/** The "discount image" of the last step: the code the cart will apply. */
export function VoucherBadge({ code }: { code: string }) {
  return (
    <p className="mx-auto w-fit rotate-[-3deg] rounded-lg border-2 border-dashed border-brand-700 bg-brand-50 px-4 py-2 text-center">
      <span className="block text-xs uppercase tracking-wide text-stone-700">Voucherul tău</span>
      <span className="font-mono text-lg font-bold text-brand-800">{code}</span>
    </p>
  );
}

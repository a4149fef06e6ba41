// Small inline icons of the trust strip and the footer's payment methods: drawn here, so a page
// makes no request for them. All decorative (the text next to each one says what it means).

export type TrustIconName = "globe" | "star" | "lock" | "phone" | "return";

const TRUST_PATHS: Record<TrustIconName, string> = {
  globe:
    "M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18",
  star: "M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z",
  lock: "M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2",
  phone:
    "M6.5 4h3l1.5 4-2 1.3a10 10 0 0 0 5.7 5.7l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A16 16 0 0 1 4.5 6.2 2 2 0 0 1 6.5 4z",
  return: "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H10",
};

export function TrustIcon({ name, className = "" }: { name: TrustIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={TRUST_PATHS[name]} />
    </svg>
  );
}

/** The marks of the payment methods, as card-shaped badges (38×24). */
const PAYMENT_MARKS: Record<string, React.ReactNode> = {
  Visa: (
    <text
      x="19"
      y="16.5"
      textAnchor="middle"
      fontSize="11"
      fontWeight="700"
      fontStyle="italic"
      fill="#1a1f71"
    >
      VISA
    </text>
  ),
  Mastercard: (
    <>
      <circle cx="15" cy="12" r="7" fill="#eb001b" />
      <circle cx="23" cy="12" r="7" fill="#f79e1b" fillOpacity="0.85" />
    </>
  ),
  Maestro: (
    <>
      <circle cx="15" cy="12" r="7" fill="#0099df" />
      <circle cx="23" cy="12" r="7" fill="#ed0006" fillOpacity="0.85" />
    </>
  ),
  "Apple Pay": (
    <>
      <path
        d="M11.6 8.3c.5-.6.8-1.3.7-2-.7 0-1.4.4-1.9 1-.4.5-.8 1.3-.7 2 .7 0 1.4-.4 1.9-1zm.7 1.1c-1 0-1.5.6-2.2.6s-1.3-.6-2.1-.6c-1.1 0-2.3.9-2.3 2.7 0 1.1.4 2.3 1 3.1.5.7.9 1.3 1.5 1.3s.9-.4 1.7-.4.9.4 1.6.4 1-.6 1.4-1.2c.5-.7.6-1.3.7-1.4 0 0-1.3-.5-1.3-2 0-1.3 1-1.8 1-1.9-.6-.8-1.4-.9-1.7-.9z"
        fill="#000"
      />
      <text x="15" y="16" fontSize="9.5" fontWeight="600" fill="#000">
        Pay
      </text>
    </>
  ),
  "Google Pay": (
    <>
      <text x="4" y="16" fontSize="10" fontWeight="700" fill="#4285f4">
        G
      </text>
      <text x="12.5" y="16" fontSize="9.5" fontWeight="600" fill="#5f6368">
        Pay
      </text>
    </>
  ),
  "Tichete de masă": (
    <path
      d="M13 6v5a2 2 0 0 0 4 0V6M15 6v12M23 18V6c-2 1-3 3-3 6h3"
      fill="none"
      stroke="#2f6b3a"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
};

export function PaymentMark({ method }: { method: string }) {
  const mark = PAYMENT_MARKS[method];
  if (!mark) return null;
  return (
    <svg aria-hidden="true" viewBox="0 0 38 24" width="38" height="24" className="shrink-0">
      <rect width="38" height="24" rx="3" fill="#fff" />
      {mark}
    </svg>
  );
}

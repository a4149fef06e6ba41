const STEPS = [
  { n: 1, label: "Date de livrare", to: "/cos/detalii-comanda" },
  { n: 2, label: "Livrare și plată", to: "/cos/detalii-comanda-2" },
  { n: 3, label: "Confirmare", to: "/cos/detalii-comanda-3" },
] as const;

/** The three steps; done steps are links back (what was typed is kept). */
export function StepNav({ current, reachable }: { current: 1 | 2 | 3; reachable: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Pașii comenzii" className="mb-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {STEPS.map((step) => (
          <li key={step.n} className="flex items-center gap-2">
            {step.n === current ? (
              <span
                aria-current="step"
                className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-white"
              >
                {step.n}. {step.label}
              </span>
            ) : step.n <= reachable ? (
              <a
                href={step.to}
                className="rounded-full border border-brand-700 px-3 py-1 text-brand-800 underline-offset-2 hover:underline"
              >
                {step.n}. {step.label}
              </a>
            ) : (
              <span className="rounded-full border border-stone-300 px-3 py-1 text-stone-600">
                {step.n}. {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

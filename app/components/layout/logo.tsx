/** `light`: white lettering, for a dark header. */
export function Logo({ name, light = false }: { name: string; light?: boolean }) {
  return (
    <span
      className={`flex items-center gap-2 font-serif text-2xl font-bold ${light ? "text-white" : "text-brand-700"}`}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M4 6c5-2 9-1 12 2v19c-3-3-7-4-12-2z" fill="#b5451b" />
        <path d="M28 6c-5-2-9-1-12 2v19c3-3 7-4 12-2z" fill="#93361a" />
      </svg>
      {name}
    </span>
  );
}

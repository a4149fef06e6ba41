/** The item count on a header button; hidden at zero. The label reads it to screen readers. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className="absolute -top-1 left-5 min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs font-bold text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

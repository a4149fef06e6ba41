/**
 * The item count on a header button; hidden at zero. The number is drawn by CSS from
 * `data-count`, not written as text: the button's accessible name says it in words ("Coșul meu,
 * 2 produse"), and a bare digit inside the label text would make the visible label and the
 * accessible name disagree (WCAG 2.5.3).
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      data-count={count > 99 ? "99+" : String(count)}
      className="absolute -top-1 left-5 min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs font-bold text-white after:content-[attr(data-count)]"
    />
  );
}

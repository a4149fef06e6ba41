import { spriteHref } from "~/components/ui/icon-sprite";

/** The favourites heart (a use of the layout's sprite); filled when the book is a favourite. */
export function HeartIcon({ filled = false, size = 22 }: { filled?: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <use href={spriteHref("heart")} />
    </svg>
  );
}

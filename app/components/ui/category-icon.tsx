// Simple line icons for the categories; the icon name is data (categories.icon).
const PATHS: Record<string, string> = {
  "book-open": "M2 5c4-1 7 0 10 2v13c-3-2-6-3-10-2zM22 5c-4-1-7 0-10 2v13c3-2 6-3 10-2z",
  heart: "M12 20s-7-4.5-9-9a5 5 0 0 1 9-4 5 5 0 0 1 9 4c-2 4.5-9 9-9 9z",
  ghost: "M5 21V10a7 7 0 0 1 14 0v11l-3-2-2 2-2-2-2 2-2-2zM9 10h.01M15 10h.01",
  search: "M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zM16 16l5 5",
  wand: "M4 20 16 8M14 4l1 2 2 1-2 1-1 2-1-2-2-1 2-1zM19 11l.5 1 1 .5-1 .5-.5 1-.5-1-1-.5 1-.5z",
  brain:
    "M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 1V5a3 3 0 0 0-3-1zM15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 1",
  apple:
    "M12 7c-2-2-7-1-7 5 0 4 3 9 5 9 1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 5-5 5-9 0-6-5-7-7-5zM12 7c0-2 1-4 3-4",
  baby: "M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM9 12h.01M15 12h.01M10 16c1 1 3 1 4 0M12 5c0-1 1-2 2-2",
  "piggy-bank": "M4 12a7 6 0 0 1 13-3h2v3l2 1v3h-3l-2 3h-2v-2H9v2H7l-1-3a6 6 0 0 1-2-4zM14 9h-4",
  briefcase: "M3 8h18v12H3zM9 8V5h6v3M3 13h18",
  megaphone: "M3 10v4h4l8 5V5L7 10zM18 9a4 4 0 0 1 0 6",
  landmark: "M3 21h18M5 18V10M9.5 18V10M14.5 18V10M19 18V10M2 10l10-6 10 6z",
  smile: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 14c1 2 7 2 8 0M9 9h.01M15 9h.01",
  sprout: "M12 21v-9M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 12c0-3 2-5 6-5 0 3-2 5-6 5z",
  languages: "M3 5h10M8 3v2M5 5c1 4 4 7 7 8M11 5c-1 4-4 7-7 8M13 21l4-9 4 9M14.5 18h5",
};

export function CategoryIcon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name] ?? PATHS["book-open"]} />
    </svg>
  );
}

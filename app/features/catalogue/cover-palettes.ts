// Colour palettes of the generated covers, a few per top-level category, so a shelf of crime
// novels reads differently from one of children's books. Keyed by the category's slug.

export interface CoverPalette {
  /** The board. */
  background: string;
  /** Text and patterns on the board; panels use it as their fill. */
  ink: string;
  /** A third colour for patterns, rules and bands. */
  accent: string;
}

const p = (background: string, ink: string, accent: string): CoverPalette => ({
  background,
  ink,
  accent,
});

const BY_CATEGORY: Record<string, CoverPalette[]> = {
  beletristica: [
    p("#7a2e1d", "#f4e4c8", "#d9a441"),
    p("#1f3a5f", "#f3ecd9", "#c8643b"),
    p("#2f5d3a", "#f1efd6", "#e0b43c"),
    p("#efe6d2", "#2b2a33", "#a23b2a"),
  ],
  "dezvoltare-personala": [
    p("#f08a24", "#1d2b45", "#ffffff"),
    p("#0f7c80", "#ffffff", "#ffb38a"),
    p("#f6d44a", "#1f2a44", "#e4572e"),
  ],
  horror: [
    p("#111014", "#ece6d8", "#b3121b"),
    p("#1e1028", "#e9e2f2", "#8fd14f"),
    p("#2a2a2a", "#f0ebe0", "#d33f26"),
  ],
  "romane-de-dragoste-romantice": [
    p("#c9496c", "#fff5f7", "#6d1a36"),
    p("#f6d5dc", "#5a1a3c", "#d4577a"),
    p("#7b4b94", "#fbf2ff", "#f2a7c3"),
  ],
  politiste: [
    p("#141414", "#f6d21d", "#e63b2e"),
    p("#25323d", "#f2f2f2", "#d62d2d"),
    p("#f2c12e", "#151515", "#8a1c1c"),
  ],
  fantasy: [
    p("#1c1f4a", "#f1d58a", "#6f7ad6"),
    p("#0f4d3f", "#efe0b0", "#c9a23f"),
    p("#101a2e", "#dfe6f2", "#8c6bd1"),
  ],
  psihologie: [
    p("#9db8a6", "#1d2f2a", "#f4efe4"),
    p("#bfd7ea", "#13294b", "#e07a5f"),
    p("#c88a2e", "#fff8ea", "#4a2f12"),
  ],
  "nutritie-si-sanatate": [
    p("#4c9a2a", "#ffffff", "#f3d34a"),
    p("#f5e663", "#2d5016", "#e0552c"),
    p("#e4572e", "#fff6e8", "#76b041"),
  ],
  sarcina: [
    p("#f7cdd0", "#5b2a45", "#f29e9e"),
    p("#bfe3d6", "#1f5249", "#f6b8a8"),
    p("#fbd9b9", "#6b3a1f", "#e98b6d"),
  ],
  "educatie-financiara": [
    p("#143d2b", "#f0d98c", "#5fae6e"),
    p("#16233f", "#e9f1ea", "#3fa66b"),
    p("#111111", "#e7c65b", "#7a7a7a"),
  ],
  management: [
    p("#1b2a49", "#ffffff", "#f28c28"),
    p("#33373d", "#f5f5f5", "#2bb3c0"),
    p("#2350a8", "#ffffff", "#ffd23f"),
  ],
  marketing: [
    p("#c2185b", "#ffffff", "#ffd600"),
    p("#1f4fff", "#ffffff", "#ff6fb5"),
    p("#ff7a00", "#1a1a1a", "#ffffff"),
  ],
  istorie: [
    p("#6b4b2a", "#f3e6cc", "#a33a2a"),
    p("#5a6032", "#f1ead2", "#c49a45"),
    p("#e9dfc6", "#2e2a24", "#8c2f1e"),
  ],
  "pentru-copii": [
    p("#ffd23f", "#1d3e8a", "#ee4266"),
    p("#3bb5e8", "#ffffff", "#ff7b39"),
    p("#62c370", "#ffffff", "#ffd23f"),
    p("#ff8c61", "#2d1e5f", "#ffe066"),
  ],
  "carti-in-limba-engleza": [
    p("#0b2a5b", "#ffffff", "#c8102e"),
    p("#1d6f6a", "#fbf5e6", "#f2b134"),
    p("#5b2148", "#f7ecf2", "#e7a33e"),
  ],
};

/** Books without a known category (or of a category added later) still get varied boards. */
const ANY_CATEGORY: CoverPalette[] = [
  p("#7a2e1d", "#f4d9b8", "#e3a857"),
  p("#1f4e5f", "#e8f1f2", "#f2a65a"),
  p("#3b3355", "#f2e9d8", "#d98c5f"),
  p("#2f5d3a", "#f1f0d8", "#c9a227"),
  p("#4a1c40", "#f6dfe9", "#e08db0"),
  p("#23395b", "#f3ecd9", "#8fb8de"),
];

export function palettesFor(category: string): CoverPalette[] {
  return BY_CATEGORY[category] ?? ANY_CATEGORY;
}

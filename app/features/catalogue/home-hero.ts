/** A tile of the home page's hero (see home-hero.server.ts): a running campaign or landing. */
export interface HeroTile {
  path: string;
  title: string;
  text: string;
  /** The campaign's price label ("Reducere extra", "Black Friday"), when one runs on it. */
  label: string | null;
}

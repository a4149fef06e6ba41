import { PageLink } from "~/components/ui/page-link";
import type { HeroTile } from "../home-hero";

/**
 * The home page's opening: a tile per running campaign or landing (title, short text, link).
 * Text only, no images: the first screen paints from the HTML alone. A row that scrolls on a
 * phone, four across on desktop.
 */
export function HomeHero({ tiles }: { tiles: HeroTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="in-prim-plan">
      <h2 id="in-prim-plan" className="sr-only">
        În prim-plan
      </h2>
      <ul className="grid snap-x snap-mandatory auto-cols-[85%] grid-flow-col gap-3 overflow-x-auto pb-2 sm:auto-cols-[45%] desktop:grid-flow-row desktop:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.path} className="snap-start">
            <PageLink
              to={tile.path}
              className="flex h-full flex-col gap-1 rounded-lg border border-brand-100 bg-brand-50 p-4 hover:border-brand-600"
            >
              {tile.label ? (
                <span className="self-start rounded bg-brand-700 px-1.5 text-xs font-semibold text-white">
                  {tile.label}
                </span>
              ) : null}
              <span className="font-serif text-lg font-bold leading-snug text-brand-800">
                {tile.title}
              </span>
              <span className="text-sm text-stone-700">{tile.text}</span>
              <span className="mt-auto pt-1 text-sm font-semibold text-brand-700 underline">
                {tile.label ? "Vezi oferta" : "Vezi selecția"}
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { BookCardGrid } from "~/features/catalogue/components/book-card-grid";
import { homeSections } from "~/features/catalogue/home.server";
import { todayInShop } from "~/lib/dates";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const sections = await homeSections(context.db, todayInShop());
  return { ...sections, storeName: context.store.name };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.storeName ?? "Coperta";
  return [
    { title: `${name} — librărie online și editură` },
    {
      name: "description",
      content: "Cărți noi și bestselleruri, livrare rapidă în toată România, retur în 30 de zile.",
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">{loaderData.storeName} — librărie online</h1>
      <section aria-labelledby="noutati">
        <h2 id="noutati" className="mb-4 text-2xl font-bold">
          Noutăți
        </h2>
        <BookCardGrid books={loaderData.newest} eagerCount={6} />
      </section>
      <section aria-labelledby="bestsellers">
        <h2 id="bestsellers" className="mb-4 text-2xl font-bold">
          Cele mai vândute
        </h2>
        <BookCardGrid books={loaderData.bestsellers} />
      </section>
    </div>
  );
}

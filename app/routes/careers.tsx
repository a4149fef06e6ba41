// /cariere: the departments and their positions (spec section 3), edited in the database.
import { data } from "react-router";
import { DepartmentList } from "~/features/careers/components/department-list";
import { CAREERS_PATH } from "~/features/careers/paths";
import { listDepartments } from "~/features/careers/positions.server";
import { Breadcrumbs } from "~/features/catalogue/components/breadcrumbs";
import { PUBLISH_PATH } from "~/features/manuscripts/paths";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/features/seo/meta";
import { loaderCacheHeaders } from "~/lib/http";
import type { Route } from "./+types/careers";

const CRUMBS = [{ name: "Cariere", url: CAREERS_PATH }];

export async function loader({ context }: Route.LoaderArgs) {
  return data(
    {
      departments: await listDepartments(context.db),
      storeName: context.store.name,
      storeUrl: context.store.publicUrl,
    },
    // The same for every visitor; a position edited shows within five minutes.
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return notFoundMeta();
  return pageMeta({
    title: "Cariere",
    description: `Lucrează la ${page.storeName}: posturile deschise în marketing, IT, editorial, grafică, contabilitate, relații cu clienții și depozit.`,
    canonical: `${page.storeUrl}${CAREERS_PATH}`,
    jsonLd: [breadcrumbJsonLd(page.storeUrl, CRUMBS)],
  });
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs items={CRUMBS} />
      <h1 className="mb-3 font-serif text-3xl font-bold">Cariere</h1>
      <p className="mb-8 max-w-3xl text-lg text-stone-800">
        Facem cărți și le ducem la cititori, din redacție până în depozit. Dacă îți plac cărțile și
        lucrul bine făcut, alege postul care ți se potrivește și trimite-ne candidatura.
      </p>
      <DepartmentList departments={loaderData.departments} />
      <p className="mt-8 text-stone-800">
        Ești autor și cauți o editură?{" "}
        <a href={PUBLISH_PATH} className="font-semibold text-brand-800 underline">
          Trimite-ne manuscrisul
        </a>
        .
      </p>
    </>
  );
}

// /politica-cookies: the cookie policy, generated from the registry of every cookie and storage
// key the shop sets (app/features/consent/cookie-registry.ts) and from the settings (how long a
// choice is kept, the trackers and the conversions endpoint an operator configured). The same
// for every visitor; the button reopens the preferences (the banner's document listener).
import { data } from "react-router";
import { CONSENT_OPEN_ATTRIBUTE } from "~/features/consent/components/consent-banner";
import { consentPolicy } from "~/features/consent/consent.server";
import type { ConsentCategory } from "~/features/consent/consent-cookie";
import {
  CATEGORY_LABELS,
  COOKIE_REGISTRY,
  type RegistryEntry,
} from "~/features/consent/cookie-registry";
import { pageMeta } from "~/features/seo/meta";
import { enabledTrackers } from "~/features/tracking/trackers.server";
import { conversionsActive, conversionsSetting } from "~/features/tracking/tracking-events.server";
import { loaderCacheHeaders } from "~/lib/http";
import { type PluralForms, plural } from "~/lib/plural";
import type { Route } from "./+types/cookie-policy";

export async function loader({ context }: Route.LoaderArgs) {
  const [policy, trackers, conversions] = await Promise.all([
    consentPolicy(context.db),
    enabledTrackers(context.db),
    conversionsSetting(context.db),
  ]);
  return data(
    {
      storeUrl: context.store.publicUrl,
      storeName: context.store.name,
      policy,
      trackers: trackers.map(({ name, category }) => ({ name, category })),
      conversions: conversionsActive(conversions) ? { days: conversions.retentionDays } : null,
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

export function headers(args: Route.HeadersArgs) {
  return loaderCacheHeaders(args);
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return pageMeta({
    title: "Politica de cookie-uri",
    description:
      "Ce cookie-uri și ce date din browser folosește librăria, de ce, cât timp și cum îți schimbi alegerea.",
    canonical: `${page.storeUrl}/politica-cookies`,
  });
}

const STORAGE_LABELS: Record<RegistryEntry["storage"], string> = {
  cookie: "cookie",
  localStorage: "stocare locală",
  sessionStorage: "stocare de sesiune",
};

const CATEGORY_TEXT: Record<ConsentCategory, string> = {
  necessary:
    "Fără ele nu ai avea coș, cont sau comandă. Sunt mereu active și nu le folosim pentru reclame sau statistici.",
  analytics:
    "Ne arată ce pagini sunt citite și unde se împiedică vizitatorii. Le folosim doar dacă accepți categoria „Analiză”.",
  marketing:
    "Măsoară ce reclame și e-mailuri aduc vizitatori și comenzi. Le folosim doar dacă accepți categoria „Marketing”.",
};

const CATEGORIES: ConsentCategory[] = ["necessary", "analytics", "marketing"];
const DAYS: PluralForms = { one: "zi", few: "zile", other: "de zile" };

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  const { policy, trackers, conversions, storeName } = loaderData;
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">Politica de cookie-uri</h1>
      <p>
        Cookie-urile sunt fișiere mici pe care site-ul le păstrează în browserul tău; stocarea
        locală și cea de sesiune sunt locuri asemănătoare din browser. {storeName} folosește mereu
        doar ce este necesar ca magazinul să funcționeze. Cookie-urile de analiză și de marketing,
        și serviciile terțe de mai jos, le folosim numai după ce ți-ai dat acordul, și doar pentru
        categoriile alese. Până atunci nu se încarcă niciun script de urmărire.
      </p>
      <p>
        Alegerea ta o păstrăm {plural(policy.maxAgeDays, DAYS)}, în cookie-ul coperta_consent, și o
        înregistrăm cu data ei și cu versiunea politicii (versiunea curentă: {policy.version}). La o
        versiune nouă te întrebăm din nou. O poți schimba oricând, de aici sau din „Setări
        cookie-uri”, în subsolul fiecărei pagini.
      </p>
      <p>
        <button
          type="button"
          {...{ [CONSENT_OPEN_ATTRIBUTE]: "" }}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Schimbă setările cookie-urilor
        </button>
      </p>
      {CATEGORIES.map((category) => (
        <CategorySection
          key={category}
          category={category}
          entries={COOKIE_REGISTRY.filter((entry) => entry.category === category)}
          trackers={trackers.filter((tracker) => tracker.category === category)}
        />
      ))}
      <section aria-labelledby="conversii" className="flex flex-col gap-3">
        <h2 id="conversii" className="font-serif text-2xl font-bold">
          Ce trimitem platformelor de reclame
        </h2>
        {conversions ? (
          <p>
            Dacă accepți marketingul, trimitem de pe serverul nostru platformei de reclame vizitele
            paginilor și cărțile adăugate în coș, cu adresa paginii, identificatorii de clic de mai
            sus și, dacă ești autentificat, adresa de e-mail doar ca amprentă SHA-256 (niciodată
            adresa în clar). Le păstrăm cel mult {plural(conversions.days, DAYS)}.
          </p>
        ) : (
          <p>În prezent nu trimitem date despre vizite sau coș niciunei platforme de reclame.</p>
        )}
      </section>
    </article>
  );
}

function CategorySection({
  category,
  entries,
  trackers,
}: {
  category: ConsentCategory;
  entries: RegistryEntry[];
  trackers: { name: string }[];
}) {
  const headingId = `categorie-${category}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        {CATEGORY_LABELS[category]}
      </h2>
      <p>{CATEGORY_TEXT[category]}</p>
      {entries.length > 0 ? (
        // Fixed columns cannot widen for a long word ("autentificare", wheelOfFortuneFirstTime):
        // the words break instead, or a 320 px screen would scroll sideways.
        <table className="w-full table-fixed border-collapse text-left text-sm wrap-anywhere">
          <caption className="sr-only">
            Cookie-uri și date din browser: {CATEGORY_LABELS[category]}
          </caption>
          <thead>
            <tr className="border-b-2 border-stone-300">
              <th scope="col" className="w-1/3 py-2 pr-2">
                Nume
              </th>
              <th scope="col" className="py-2 pr-2">
                Scop
              </th>
              <th scope="col" className="w-1/4 py-2">
                Durată
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr
                key={`${entry.storage}:${entry.name}`}
                className="border-b border-stone-200 align-top"
              >
                <td className="py-2 pr-2">
                  <code className="font-semibold">{entry.name}</code>
                  <span className="block text-stone-600">{STORAGE_LABELS[entry.storage]}</span>
                </td>
                <td className="py-2 pr-2">{entry.purpose}</td>
                <td className="py-2">{entry.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : trackers.length === 0 ? (
        <p>Nu folosim în prezent astfel de cookie-uri.</p>
      ) : null}
      {trackers.length > 0 ? (
        <p>
          Servicii terțe, încărcate doar cu acordul tău pentru această categorie; își pun propriile
          cookie-uri, descrise în politicile lor:{" "}
          {trackers.map((tracker) => tracker.name).join(", ")}.
        </p>
      ) : null}
    </section>
  );
}

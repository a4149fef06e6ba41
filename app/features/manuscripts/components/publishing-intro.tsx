// /publica-o-carte: what the publishing house publishes, how manuscripts are chosen and the road
// from manuscript to bookshop. The genres and the answer time are settings.
import { weeksLabel } from "../manuscript-fields";

export function PublishingIntro({
  storeName,
  genres,
  replyWithinWeeks,
}: {
  storeName: string;
  genres: string[];
  replyWithinWeeks: number;
}) {
  const weeks = weeksLabel(replyWithinWeeks);
  const steps = [
    {
      title: "Trimiți manuscrisul",
      text: "Completezi formularul de mai jos cu un sinopsis și textul complet. Primești pe loc un e-mail de confirmare.",
    },
    {
      title: "Îl citim",
      text: `Un redactor citește fiecare manuscris integral, iar cele care ne conving ajung la comitetul editorial. Îți răspundem în cel mult ${weeks}, oricare ar fi decizia.`,
    },
    {
      title: "Semnăm contractul",
      text: "Dacă alegem cartea, stabilim împreună contractul, tirajul, prețul și data aproximativă a apariției.",
    },
    {
      title: "Lucrăm la carte",
      text: "Redactare, corectură, copertă și paginare, cu tine la fiecare pas: nicio modificare nu intră fără acordul tău.",
    },
    {
      title: "Tipar și lansare",
      text: `Cartea pleacă la tipar din timp, ca să fie în depozit la data anunțată, apoi ajunge în librăria ${storeName}, la parteneri și la lansare.`,
    },
  ];
  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-3xl font-bold">Publică o carte la editura {storeName}</h1>
        <p className="max-w-3xl text-lg text-stone-800">
          Căutăm voci noi și cărți care rămân cu cititorii mult după ultima pagină. Fie că e primul
          tău manuscris sau al zecelea, îl citim cu atenție și îți spunem sincer ce credem.
        </p>
      </header>
      <section aria-labelledby="ce-publicam" className="flex flex-col gap-3">
        <h2 id="ce-publicam" className="font-serif text-2xl font-bold">
          Ce publicăm
        </h2>
        <p>
          Ficțiune și non-ficțiune în limba română, de la autori debutanți și consacrați. Primim
          manuscrise terminate din aceste genuri:
        </p>
        <ul className="flex flex-wrap gap-2">
          {genres.map((genre) => (
            <li key={genre} className="rounded-full border border-stone-300 px-3 py-1 text-sm">
              {genre}
            </li>
          ))}
        </ul>
        <p>
          Nu publicăm contra cost: dacă alegem cartea, editura suportă toate costurile de producție
          și îți plătește drepturile de autor.
        </p>
      </section>
      <section aria-labelledby="cum-alegem" className="flex flex-col gap-3">
        <h2 id="cum-alegem" className="font-serif text-2xl font-bold">
          Cum alegem manuscrisele
        </h2>
        <ul className="ml-5 list-disc space-y-1">
          <li>Ne uităm la poveste sau la idee, la voce și la cât de bine e scrisă cartea.</li>
          <li>
            Ne întrebăm cui i se adresează și dacă își are locul într-una dintre colecțiile noastre.
          </li>
          <li>
            Sinopsisul ne ajută să înțelegem cartea, dar citim textul complet înainte să decidem.
          </li>
          <li>
            Nu cerem exclusivitate cât timp evaluăm manuscrisul; spune-ne doar dacă ai primit altă
            ofertă.
          </li>
        </ul>
      </section>
      <section aria-labelledby="calendar" className="flex flex-col gap-3">
        <h2 id="calendar" className="font-serif text-2xl font-bold">
          De la manuscris la librărie
        </h2>
        <ol className="grid gap-4 md:grid-cols-5">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col gap-1 rounded border border-stone-200 p-4"
            >
              <span className="text-sm font-semibold text-stone-600">Pasul {index + 1}</span>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-stone-800">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

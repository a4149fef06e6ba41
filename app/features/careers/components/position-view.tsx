// /cariere/{slug}: what the position is for and what it involves (the spec's obiective and
// responsabilitati, each with its own title).
import type { PositionDetails } from "../types";

export function PositionView({ position }: { position: PositionDetails }) {
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-stone-600">
          Departamentul {position.department.name}
        </p>
        <h1 className="font-serif text-3xl font-bold">{position.name}</h1>
        <p className="text-lg text-stone-800">{position.description}</p>
      </header>
      <Points title={position.objectivesTitle} items={position.objectives} id="obiective" />
      <Points
        title={position.responsibilitiesTitle}
        items={position.responsibilities}
        id="responsabilitati"
      />
    </article>
  );
}

function Points({ title, items, id }: { title: string; items: string[]; id: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-serif text-2xl font-bold">
        {title}
      </h2>
      <ul className="ml-5 list-disc space-y-1">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

// The gala ballot: one labelled fieldset of radio buttons per category and one submit. A plain
// server-rendered form (works without JavaScript); a category the visitor already voted in shows
// the choice, locked.
import { Form } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { ballotField, GALA_MESSAGES } from "../gala-ballot";
import type { GalaCategoryView } from "../types";

export function GalaBallotForm({
  categories,
  errors,
  formError,
  chosen,
}: {
  categories: GalaCategoryView[];
  errors: Partial<Record<string, string>>;
  formError: string | null;
  /** The choices of a ballot sent back with a message, to keep them. */
  chosen: Partial<Record<string, string>>;
}) {
  const open = categories.filter((category) => category.votedFor === null);
  return (
    <Form method="post" noValidate className="flex flex-col gap-8">
      {formError ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {formError}
        </p>
      ) : null}
      {categories.map((category) => {
        const field = ballotField(category.id);
        const error = errors[field];
        const locked = category.votedFor !== null;
        const errorId = `${field}-eroare`;
        const noteId = `${field}-nota`;
        return (
          <fieldset
            key={category.id}
            className="flex flex-col gap-2"
            aria-describedby={
              [locked ? noteId : null, error ? errorId : null].filter(Boolean).join(" ") ||
              undefined
            }
            aria-invalid={error ? true : undefined}
          >
            <legend className="mb-2 font-serif text-xl font-bold">{category.name}</legend>
            {locked ? (
              <p id={noteId} className="text-sm text-stone-700">
                {GALA_MESSAGES.alreadyVoted}
              </p>
            ) : null}
            <div className="grid gap-2 sm:grid-cols-2">
              {category.nominees.map((nominee) => (
                <label
                  key={nominee.id}
                  className={`flex items-center gap-3 rounded border border-stone-300 p-3 ${locked ? "text-stone-600" : "cursor-pointer hover:bg-stone-50"}`}
                >
                  <input
                    type="radio"
                    name={field}
                    value={nominee.id}
                    disabled={locked}
                    defaultChecked={
                      locked
                        ? category.votedFor === nominee.id
                        : chosen[field] === String(nominee.id)
                    }
                  />
                  {nominee.coverUrl ? (
                    <img
                      src={nominee.coverUrl}
                      alt=""
                      width={40}
                      height={60}
                      loading="lazy"
                      className="h-15 w-10 rounded object-cover"
                    />
                  ) : null}
                  <span className="flex flex-col">
                    <span className="font-semibold">{nominee.name}</span>
                    {nominee.description ? (
                      <span className="text-sm text-stone-600">{nominee.description}</span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
            {error ? (
              <p id={errorId} className="text-sm text-red-800">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {open.length > 0 ? (
        <button
          type="submit"
          className="self-start rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Trimite votul
        </button>
      ) : (
        <p>
          Ai votat în toate categoriile. Mulțumim!{" "}
          <PageLink to="/am-votat" className="font-semibold text-brand-800 underline">
            Vezi rezultatele
          </PageLink>
        </p>
      )}
    </Form>
  );
}

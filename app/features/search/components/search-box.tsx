import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { formatLei } from "~/lib/money";
import type { Suggestions } from "../types";

/** Spec: suggestions are asked for from 4 characters, after 1 s without typing. */
export const MIN_QUERY_LENGTH = 4;
export const DEBOUNCE_MS = 1_000;

interface Option {
  key: string;
  label: string;
  url: string;
  detail?: string;
  image?: string | null;
}

const searchUrl = (text: string) => `/cautare?term=${encodeURIComponent(text)}`;

function sectionsOf(data: Suggestions | null): { title: string; options: Option[] }[] {
  if (!data) return [];
  return [
    {
      title: "Sugestii",
      options: data.suggestions.map((s, i) => ({
        key: `s${i}`,
        label: s.searchedText,
        url: searchUrl(s.searchedText),
      })),
    },
    {
      title: "Categorii",
      options: data.categories.map((c, i) => ({ key: `c${i}`, label: c.value, url: c.url })),
    },
    {
      title: "Autori",
      options: data.authors.map((a, i) => ({ key: `a${i}`, label: a.name, url: a.url })),
    },
    {
      title: "Titluri",
      options: data.titles.map((t, i) => ({
        key: `t${i}`,
        label: t.title,
        url: t.url,
        detail: formatLei(t.price),
        image: t.mainImageUrl,
      })),
    },
  ].filter((section) => section.options.length > 0);
}

/** What Escape in the box does. */
export type SearchEscape = "close-suggestions" | "close-dialog" | "nothing";

/**
 * Escape closes the suggestions if they show, else the popup the box sits in (the phone's
 * "Căutare"), else nothing. It never erases the text, as a search field natively would.
 */
export function searchEscape(state: { suggestionsOpen: boolean; inDialog: boolean }): SearchEscape {
  if (state.suggestionsOpen) return "close-suggestions";
  return state.inDialog ? "close-dialog" : "nothing";
}

/**
 * The header search box: an accessible combobox. Without JavaScript it is a plain GET form to
 * /cautare; with it, it suggests as the spec describes (defaults on focus, 4 characters, 1 s).
 */
export function SearchBox({
  id = "site-search",
  className = "",
  autoFocus = false,
  onNavigate,
}: {
  id?: string;
  className?: string;
  autoFocus?: boolean;
  /** Called when the box leads somewhere (the mobile popup closes itself). */
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [data, setData] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);
  const defaults = useRef<Suggestions | null>(null);
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  const load = useCallback(async (query: string) => {
    const ticket = ++latest.current;
    try {
      const response = await fetch(`/api/search?q=${encodeURIComponent(query)}`);
      if (!response.ok) return;
      const body = (await response.json()) as Suggestions;
      if (!query) defaults.current = body;
      // A slower answer to an older query must not replace the newer one.
      if (ticket === latest.current) {
        setData(body);
        setActive(-1);
      }
    } catch {
      // Offline or failing: the box still submits to the results page.
    }
  }, []);

  useEffect(() => {
    const query = text.trim();
    if (query.length === 0) {
      latest.current++;
      setData(defaults.current);
      return;
    }
    if (query.length < MIN_QUERY_LENGTH) {
      latest.current++;
      setData(null);
      return;
    }
    const timer = setTimeout(() => void load(query), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, load]);

  const sections = sectionsOf(data);
  const options = sections.flatMap((s) => s.options);
  const expanded = open && options.length > 0;
  const go = (url: string) => {
    setOpen(false);
    onNavigate?.();
    navigate(url);
  };

  return (
    <search className={`relative ${className}`}>
      <Form
        method="get"
        action="/cautare"
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          const option = options[active];
          if (expanded && option) go(option.url);
          else if (text.trim()) go(searchUrl(text.trim()));
        }}
      >
        <label htmlFor={id} className="sr-only">
          Caută în librărie
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          name="term"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            expanded && options[active] ? `${listId}-${options[active]?.key}` : undefined
          }
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the mobile popup opens to type a search
          autoFocus={autoFocus}
          maxLength={100}
          placeholder="Caută un titlu aici"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            if (!text.trim()) {
              if (defaults.current) setData(defaults.current);
              else void load("");
            }
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" && options.length) {
              event.preventDefault();
              setOpen(true);
              setActive((i) => (i + 1) % options.length);
            } else if (event.key === "ArrowUp" && options.length) {
              event.preventDefault();
              setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
            } else if (event.key === "Escape") {
              // Cancelled, so the browser neither clears the field nor closes the popup itself:
              // the popup closes from here, only once the suggestions are closed.
              event.preventDefault();
              const dialog = event.currentTarget.closest("dialog");
              const action = searchEscape({ suggestionsOpen: expanded, inDialog: dialog !== null });
              // Suggestions still on their way must not pop up after Escape either.
              setOpen(false);
              setActive(-1);
              if (action === "close-dialog") dialog?.close();
            }
          }}
          // 16 px on phones: a smaller input makes iOS Safari zoom the page on focus.
          enterKeyHint="search"
          className="own-clear-button w-full rounded-full border border-stone-300 bg-stone-50 px-4 py-2 text-base placeholder:text-stone-600 desktop:text-sm"
        />
        {text ? (
          <button
            type="button"
            onClick={() => {
              setText("");
              // The button disappears with the text: keep focus in the box rather than lose it.
              input.current?.focus();
            }}
            className="rounded-full px-2 py-1 text-stone-600 hover:bg-stone-100"
          >
            <span aria-hidden="true">✕</span>
            <span className="sr-only">Șterge textul căutat</span>
          </button>
        ) : null}
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-3 py-2 text-sm font-semibold text-white"
        >
          Caută
        </button>
      </Form>
      <p aria-live="polite" className="sr-only">
        {expanded ? `${options.length} sugestii` : ""}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Sugestii de căutare"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-stone-200 bg-white p-2 shadow-lg"
      >
        {sections.map((section) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"
          <div key={section.title} role="group" aria-label={section.title} className="mb-2">
            <p aria-hidden="true" className="px-2 text-xs font-bold uppercase text-stone-600">
              {section.title}
            </p>
            {section.options.map((option) => {
              const index = options.indexOf(option);
              return (
                <div
                  key={option.key}
                  id={`${listId}-${option.key}`}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option.url)}
                  onKeyDown={() => {}}
                  className={`flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm ${
                    index === active ? "bg-brand-100" : "hover:bg-stone-100"
                  }`}
                >
                  {option.image ? (
                    <img
                      src={option.image}
                      alt=""
                      width={24}
                      height={36}
                      loading="lazy"
                      className="rounded"
                    />
                  ) : null}
                  <span className="flex-1">{option.label}</span>
                  {option.detail ? <span className="text-stone-700">{option.detail}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </search>
  );
}

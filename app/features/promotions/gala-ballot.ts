// The gala ballot as the vote form posts it (one radio group per category, `vot-{categoryId}` =
// nominee id), the results' percents and the pages' messages. Pure and small: the vote page's
// browser code shares it with the server.

import { MAX_DATABASE_ID } from "../../lib/database-id";
import type { GalaSummary } from "./types";

export const GALA_MESSAGES = {
  alreadyVoted: "Ai votat deja în această categorie.",
  unknownNominee: "Alege unul dintre nominalizații din listă.",
  empty: "Alege cel puțin un nominalizat ca să votezi.",
  upcoming: "Votul nu a început încă.",
  ended: "Votul s-a încheiat.",
} as const;

/** The form field of a category's radio group. */
export function ballotField(categoryId: number): string {
  return `vot-${categoryId}`;
}

export interface BallotCategory {
  id: number;
  nominees: readonly { id: number }[];
}

export interface BallotVote {
  categoryId: number;
  nomineeId: number;
}

export type BallotParse =
  | { ok: true; votes: BallotVote[] }
  | { ok: false; errors: Record<string, string>; formError: string | null };

/** A nominee id as posted: a whole number a PostgreSQL integer holds. */
function nomineeId(raw: FormDataEntryValue): number | null {
  if (typeof raw !== "string" || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_DATABASE_ID ? id : null;
}

/**
 * The votes of a posted ballot, one per category that has a choice. A value that is not one of
 * the category's nominees is a field error; a ballot with no choice at all is a form error.
 * Fields of unknown categories are ignored.
 */
export function parseBallot(
  form: { get(name: string): FormDataEntryValue | null },
  categories: readonly BallotCategory[],
): BallotParse {
  const votes: BallotVote[] = [];
  const errors: Record<string, string> = {};
  for (const category of categories) {
    const field = ballotField(category.id);
    const raw = form.get(field);
    if (raw === null || raw === "") continue;
    const id = nomineeId(raw);
    if (id === null || !category.nominees.some((n) => n.id === id)) {
      errors[field] = GALA_MESSAGES.unknownNominee;
      continue;
    }
    votes.push({ categoryId: category.id, nomineeId: id });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, formError: null };
  if (votes.length === 0) return { ok: false, errors: {}, formError: GALA_MESSAGES.empty };
  return { ok: true, votes };
}

/**
 * Whole percents of `counts` that add up to 100 (largest remainder; ties go to the earlier
 * entry), or all zeros when nobody voted.
 */
export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 100) / total);
  const result = exact.map(Math.floor);
  let left = 100 - result.reduce((sum, n) => sum + n, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left--;
  }
  return result;
}

/** Why a closed gala takes no vote, in Romanian. */
export function closedMessage(summary: GalaSummary): string {
  if (summary.state === "upcoming") {
    return summary.opensOn
      ? `${GALA_MESSAGES.upcoming} Se deschide pe ${summary.opensOn}.`
      : GALA_MESSAGES.upcoming;
  }
  return summary.closesOn
    ? `${GALA_MESSAGES.ended} Ultima zi de vot a fost ${summary.closesOn}.`
    : GALA_MESSAGES.ended;
}

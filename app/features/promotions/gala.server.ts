// The gala vote (/voteaza, /am-votat): the gala campaign is data (its window, categories and
// nominees), a visitor votes once per category while the window is open (the unique index on
// gala_votes keeps the first vote), and the results are counts per nominee.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { formatLastShopDay, formatShopDate } from "~/lib/dates";
import type { Database } from "../../../db/client.server";
import { books } from "../../../db/schema";
import { campaigns, galaCategories, galaNominees, galaVotes } from "../../../db/schema-promotions";
import { coverOfBook } from "../catalogue/book-cards.server";
import { type CampaignRow, campaignRowColumns, isActive } from "./campaigns.server";
import {
  ballotField,
  closedMessage,
  GALA_MESSAGES,
  parseBallot,
  wholePercents,
} from "./gala-ballot";
import type { GalaCategoryResults, GalaCategoryView, GalaState, GalaSummary } from "./types";

// Named in full: in the subquery an unqualified "id" would be the vote's own.
const outerNomineeId = sql.raw('"gala_nominees"."id"');

export interface Gala {
  campaign: CampaignRow;
  state: GalaState;
}

export function galaState(campaign: CampaignRow, now: Date): GalaState {
  if (isActive(campaign, now)) return "open";
  return campaign.startsAt && now < campaign.startsAt ? "upcoming" : "ended";
}

/**
 * The gala the pages talk about: the one open now, else the next one to open, else the last
 * one that ended (for its results). Null when there is no gala at all.
 */
export async function findGala(db: Database, now: Date): Promise<Gala | null> {
  const rows = await db
    .select(campaignRowColumns)
    .from(campaigns)
    .where(eq(campaigns.type, "gala-vote"))
    .orderBy(campaigns.id);
  const time = (date: Date | null, missing: number) => date?.getTime() ?? missing;
  const open = rows.find((row) => galaState(row, now) === "open");
  const upcoming = rows
    .filter((row) => galaState(row, now) === "upcoming")
    .sort((a, b) => time(a.startsAt, 0) - time(b.startsAt, 0))[0];
  const ended = rows
    .filter((row) => galaState(row, now) === "ended")
    .sort((a, b) => time(b.endsAt, 0) - time(a.endsAt, 0))[0];
  const campaign = open ?? upcoming ?? ended;
  return campaign ? { campaign, state: galaState(campaign, now) } : null;
}

/** The visitor's votes in the gala: category id → nominee id. */
async function votesOf(
  db: Database,
  categoryIds: number[],
  visitorKey: string | null,
): Promise<Map<number, number>> {
  if (!visitorKey || categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: galaVotes.categoryId, nomineeId: galaVotes.nomineeId })
    .from(galaVotes)
    .where(and(inArray(galaVotes.categoryId, categoryIds), eq(galaVotes.visitorKey, visitorKey)));
  return new Map(rows.map((row) => [row.categoryId, row.nomineeId]));
}

async function categoriesOf(db: Database, campaignId: number) {
  return db
    .select({ id: galaCategories.id, slug: galaCategories.slug, name: galaCategories.name })
    .from(galaCategories)
    .where(eq(galaCategories.campaignId, campaignId))
    .orderBy(asc(galaCategories.position), asc(galaCategories.id));
}

/** The ballot: categories in order with their nominees, and what this visitor already chose. */
export async function galaBallot(
  db: Database,
  campaignId: number,
  visitorKey: string | null,
): Promise<GalaCategoryView[]> {
  const categories = await categoriesOf(db, campaignId);
  const ids = categories.map((c) => c.id);
  if (ids.length === 0) return [];
  const [nominees, votes] = await Promise.all([
    db
      .select({
        id: galaNominees.id,
        categoryId: galaNominees.categoryId,
        name: galaNominees.name,
        description: galaNominees.description,
        listed: books.isListed,
        cover: coverOfBook,
      })
      .from(galaNominees)
      .leftJoin(books, eq(books.id, galaNominees.bookId))
      .where(inArray(galaNominees.categoryId, ids))
      .orderBy(asc(galaNominees.position), asc(galaNominees.id)),
    votesOf(db, ids, visitorKey),
  ]);
  return categories
    .map((category) => ({
      ...category,
      nominees: nominees
        .filter((n) => n.categoryId === category.id)
        .map((n) => {
          const linked = n.listed === true;
          return {
            id: n.id,
            name: n.name,
            description: n.description,
            coverUrl: linked ? (n.cover?.smallUrl ?? null) : null,
          };
        }),
      votedFor: votes.get(category.id) ?? null,
    }))
    .filter((category) => category.nominees.length > 0);
}

export type VoteOutcome =
  | { ok: true }
  | { ok: false; reason: "inactive" | "already-voted" | "unknown-nominee" };

/**
 * One vote of a visitor in one category, only while the gala is open. A second vote in the same
 * category changes nothing (the unique index keeps the first, even when two arrive at once).
 */
export async function castVote(
  db: Database,
  vote: {
    campaign: CampaignRow;
    categoryId: number;
    nomineeId: number;
    visitorKey: string;
    now: Date;
  },
): Promise<VoteOutcome> {
  if (vote.campaign.type !== "gala-vote" || !isActive(vote.campaign, vote.now)) {
    return { ok: false, reason: "inactive" };
  }
  const [nominee] = await db
    .select({ id: galaNominees.id })
    .from(galaNominees)
    .innerJoin(galaCategories, eq(galaCategories.id, galaNominees.categoryId))
    .where(
      and(
        eq(galaNominees.id, vote.nomineeId),
        eq(galaCategories.id, vote.categoryId),
        eq(galaCategories.campaignId, vote.campaign.id),
      ),
    )
    .limit(1);
  if (!nominee) return { ok: false, reason: "unknown-nominee" };
  const [inserted] = await db
    .insert(galaVotes)
    .values({
      categoryId: vote.categoryId,
      nomineeId: vote.nomineeId,
      visitorKey: vote.visitorKey,
      createdAt: vote.now,
    })
    .onConflictDoNothing({ target: [galaVotes.categoryId, galaVotes.visitorKey] })
    .returning({ id: galaVotes.id });
  return inserted ? { ok: true } : { ok: false, reason: "already-voted" };
}

/** Votes per nominee in each category, most voted first, with whole percents. */
export async function galaResults(
  db: Database,
  campaignId: number,
  visitorKey: string | null,
): Promise<GalaCategoryResults[]> {
  const categories = await categoriesOf(db, campaignId);
  const ids = categories.map((c) => c.id);
  if (ids.length === 0) return [];
  const [rows, votes] = await Promise.all([
    db
      .select({
        id: galaNominees.id,
        categoryId: galaNominees.categoryId,
        name: galaNominees.name,
        votes: sql<number>`(select count(*) from ${galaVotes} v where v.nominee_id = ${outerNomineeId})::int`,
      })
      .from(galaNominees)
      .where(inArray(galaNominees.categoryId, ids))
      .orderBy(asc(galaNominees.position), asc(galaNominees.id)),
    votesOf(db, ids, visitorKey),
  ]);
  return categories
    .map((category) => {
      const nominees = rows
        .filter((row) => row.categoryId === category.id)
        .sort((a, b) => b.votes - a.votes);
      const percents = wholePercents(nominees.map((n) => n.votes));
      return {
        id: category.id,
        name: category.name,
        totalVotes: nominees.reduce((sum, n) => sum + n.votes, 0),
        nominees: nominees.map((n, i) => ({
          id: n.id,
          name: n.name,
          votes: n.votes,
          percent: percents[i] ?? 0,
        })),
        votedFor: votes.get(category.id) ?? null,
      };
    })
    .filter((category) => category.nominees.length > 0);
}

export function galaSummary({ campaign, state }: Gala): GalaSummary {
  return {
    name: campaign.name,
    state,
    opensOn: campaign.startsAt ? formatShopDate(campaign.startsAt) : null,
    closesOn: campaign.endsAt ? formatLastShopDay(campaign.endsAt) : null,
  };
}

export type BallotOutcome =
  | { ok: true; recorded: number }
  | {
      ok: false;
      /** 400: the ballot is wrong; 409: the gala is closed or a category was voted before. */
      status: 400 | 409;
      errors: Record<string, string>;
      formError: string | null;
    };

/**
 * A posted ballot: each chosen category gets the visitor's vote. Field messages for a nominee
 * not on the list and for a category voted in before (the earlier vote stays).
 */
export async function submitBallot(
  db: Database,
  input: {
    gala: Gala;
    form: { get(name: string): FormDataEntryValue | null };
    visitorKey: string;
    now: Date;
  },
): Promise<BallotOutcome> {
  const { gala, visitorKey, now } = input;
  const closed = { ok: false, status: 409, errors: {} } as const;
  if (galaState(gala.campaign, now) !== "open") {
    return { ...closed, formError: closedMessage(galaSummary(gala)) };
  }
  const ballot = await galaBallot(db, gala.campaign.id, visitorKey);
  const parsed = parseBallot(input.form, ballot);
  if (!parsed.ok) {
    return { ok: false, status: 400, errors: parsed.errors, formError: parsed.formError };
  }
  const errors: Record<string, string> = {};
  let recorded = 0;
  for (const vote of parsed.votes) {
    const outcome = await castVote(db, { campaign: gala.campaign, ...vote, visitorKey, now });
    if (outcome.ok) recorded++;
    else if (outcome.reason === "inactive") {
      return { ...closed, formError: closedMessage(galaSummary(gala)) };
    } else {
      errors[ballotField(vote.categoryId)] =
        outcome.reason === "already-voted"
          ? GALA_MESSAGES.alreadyVoted
          : GALA_MESSAGES.unknownNominee;
    }
  }
  if (Object.keys(errors).length === 0) return { ok: true, recorded };
  return {
    ok: false,
    status: 409,
    errors,
    formError: recorded > 0 ? "Votul tău a fost înregistrat în celelalte categorii." : null,
  };
}

// The puzzle's codes stay on the server until a level is finished in its time. Starting a level
// gets a ticket (the campaign, the level and the moment, signed with a key of the shop's, so any
// instance can read it and none has to remember it); handing the ticket back once the picture is
// whole gets the level's code. The browser still decides when the picture is whole: what the
// server checks is that the time spent fits the level, not shorter than placing the pieces takes
// and not longer than its clock (with a few seconds for the network).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "../../../db/client.server";
import { appSecretKey } from "../../lib/app-secret.server";
import { type CampaignRow, puzzleLevelsWithCodes } from "./campaigns.server";

const KEY_NAME = "puzzle-tickets";
/** The network's share of the clock: a picture finished at 0:00 still counts. */
export const PUZZLE_GRACE_MS = 5_000;

/** The least time a grid × grid picture takes to put together: a quarter second a piece moved. */
export const fastestSolveMs = (grid: number) => (grid * grid - 1) * 250;

export type PuzzleClaim =
  | { ok: true; code: string; percent: number }
  | { ok: false; reason: "invalid" | "too-soon" | "too-late" };

async function sign(db: Database, payload: string): Promise<string> {
  const key = await appSecretKey(db, KEY_NAME);
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** A ticket for `level` of the puzzle campaign, started `now`; null for a level it does not have. */
export async function startPuzzleLevel(
  db: Database,
  campaign: CampaignRow,
  level: number,
  now: Date,
): Promise<string | null> {
  if (!puzzleLevelsWithCodes(campaign.settings).some((each) => each.level === level)) return null;
  const payload = `${campaign.id}.${level}.${now.getTime()}`;
  return `${level}.${now.getTime()}.${await sign(db, payload)}`;
}

/** The level's code for a ticket handed back `now`, when the time spent fits the level. */
export async function claimPuzzleCode(
  db: Database,
  campaign: CampaignRow,
  ticket: string,
  now: Date,
): Promise<PuzzleClaim> {
  const parts = /^(\d{1,2})\.(\d{1,15})\.([\w-]{43})$/.exec(ticket);
  if (!parts) return { ok: false, reason: "invalid" };
  const [, levelText = "", startText = "", signature = ""] = parts;
  const expected = await sign(db, `${campaign.id}.${levelText}.${startText}`);
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
    return { ok: false, reason: "invalid" };
  }
  const level = puzzleLevelsWithCodes(campaign.settings).find(
    (each) => each.level === Number(levelText),
  );
  if (!level) return { ok: false, reason: "invalid" };
  const spent = now.getTime() - Number(startText);
  if (spent < fastestSolveMs(level.grid)) return { ok: false, reason: "too-soon" };
  if (spent > level.minutes * 60_000 + PUZZLE_GRACE_MS) return { ok: false, reason: "too-late" };
  return { ok: true, code: level.code, percent: level.percent };
}

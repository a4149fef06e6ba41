// POST /api/campaigns/{slug}/puzzle (JSON): `{ level }` starts a level and answers `{ ticket }`;
// `{ ticket }` hands it back once the picture is whole and answers `{ code, percent }`, the code
// the widget puts in the voucher cookie (puzzle-ticket.server.ts). Throttled per client and
// campaign; nothing here depends on the visitor, so nothing is stored.
import { z } from "zod";
import { findCampaign } from "~/features/promotions/campaigns.server";
import { claimPuzzleCode, startPuzzleLevel } from "~/features/promotions/puzzle-ticket.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { NO_STORE } from "~/lib/http";
import { readJson } from "~/lib/request-body.server";
import { clientKey, enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/campaign-puzzle";

const body = z.union([
  z.object({ level: z.number().int().min(1).max(99) }).strict(),
  z.object({ ticket: z.string().max(100) }).strict(),
]);

const REFUSED = {
  invalid: "Nivelul nu a putut fi confirmat. Începe-l din nou.",
  "too-soon": "Nivelul nu a putut fi confirmat. Începe-l din nou.",
  "too-late": "Timpul nivelului a expirat. Începe-l din nou.",
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST", "Folosește POST.");
  const parsed = body.safeParse(await readJson(request));
  if (!parsed.success) {
    return apiError(400, "invalid_puzzle_request", "Trimite nivelul ales sau biletul primit.");
  }
  const campaign = await findCampaign(context.db, params.slug);
  if (campaign?.type !== "puzzle") {
    return apiError(404, "campaign_not_found", "Campania nu există.");
  }
  await enforceLimit(
    context.db,
    THROTTLE_RULES.puzzlePerClient,
    [clientKey(context.clientAddress), campaign.slug],
    "json",
  );
  const now = new Date();
  // Over: no more levels nor codes. Before its window it plays (its query flag shows it early,
  // and its codes' own windows decide where they are honoured).
  if (campaign.endsAt && now >= campaign.endsAt) {
    return apiError(409, "campaign_inactive", "Campania s-a încheiat.");
  }
  if ("level" in parsed.data) {
    const ticket = await startPuzzleLevel(context.db, campaign, parsed.data.level, now);
    return ticket
      ? Response.json({ ticket }, { headers: NO_STORE })
      : apiError(404, "level_not_found", "Nivelul nu există.");
  }
  const claim = await claimPuzzleCode(context.db, campaign, parsed.data.ticket, now);
  return claim.ok
    ? Response.json({ code: claim.code, percent: claim.percent }, { headers: NO_STORE })
    : apiError(409, `puzzle_${claim.reason.replace("-", "_")}`, REFUSED[claim.reason]);
}

export function loader() {
  return methodNotAllowed("POST", "Folosește POST.");
}

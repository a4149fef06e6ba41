// The puzzle popup (spec sections 4 and 9): pick a level, put the cover together before the clock
// runs out, and the level's code goes in the voucher cookie for 6 hours. The back arrow returns
// to the levels and takes the voucher back. The page does not scroll while it is open.
import { useCallback, useEffect, useRef, useState } from "react";
import { PageLink } from "~/components/ui/page-link";
import type { PopupCampaign, PuzzleLevel } from "../types";
import { parseVoucherCookie, VOUCHER_COOKIE } from "../voucher-cookie";
import { expireVoucherCookie, readCookie, setCookie, setVoucherCookie } from "./campaign-cookies";
import { celebrate } from "./confetti";
import { claimPuzzleCode, startPuzzleLevel } from "./prize-api";
import { PromoDialog } from "./promo-dialog";
import { PuzzleBoard } from "./puzzle-board";
import { puzzleBoardSize, type Size } from "./puzzle-layout";
import {
  formatCountdown,
  minutesBegun,
  NOT_STARTED,
  type PuzzleEvent,
  type PuzzleState,
  remainingMs,
  transition,
} from "./puzzle-state";
import { levelLabel, minutesLeftText, wonText } from "./puzzle-texts";
import { PuzzleTilesBoard } from "./puzzle-tiles-board";
import {
  FIRST_TIME_COOKIE,
  FIRST_TIME_MAX_AGE_S,
  PUZZLE_CELEBRATE_DELAY_MS,
  PUZZLE_COMPLETE_DELAY_MS,
  PUZZLE_EXPIRED_MESSAGE,
} from "./widget-constants";

const DEFAULT_INTRO = {
  h1: "Rezolvă puzzle-ul și câștigă o reducere",
  p: "Alege un nivel: cu cât e mai greu, cu atât reducerea e mai mare.",
};
/** Often enough for the seconds to turn over on time. */
const CLOCK_TICK_MS = 250;

export function PuzzlePopup({ campaign, onDone }: { campaign: PopupCampaign; onDone: () => void }) {
  const levels = campaign.puzzleLevels ?? [];
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<PuzzleState>(NOT_STARTED);
  const [now, setNow] = useState(() => Date.now());
  const [board, setBoard] = useState<Size | null>(null);
  // The jigsaw is pointer-only; the same pieces as tiles to swap play with the keyboard.
  const [withKeys, setWithKeys] = useState(false);
  const current = useRef<PuzzleState>(NOT_STARTED);
  const confettiRef = useRef<HTMLCanvasElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const firstLevelRef = useRef<HTMLButtonElement>(null);
  const shownLevels = useRef(true);
  // The level's ticket, asked for as it starts; the code it brings once the picture is whole.
  const ticket = useRef<ReturnType<typeof startPuzzleLevel> | null>(null);
  const granted = useRef<string | null>(null);
  const [claim, setClaim] = useState<{ ok: true } | { ok: false; message: string } | null>(null);

  // Shown: not again by itself for 6 hours (spec: puzzleFirstTime).
  useEffect(() => {
    setCookie(FIRST_TIME_COOKIE.puzzle, "1", FIRST_TIME_MAX_AGE_S);
  }, []);

  // The server hands the level's code for the ticket, if the time spent fits the level.
  const claimCode = useCallback(async () => {
    const started = await ticket.current;
    const answer = started?.ok
      ? await claimPuzzleCode(campaign.slug, started.data.ticket)
      : (started ?? { ok: false as const, message: "Nivelul nu a pornit. Începe-l din nou." });
    if (!answer.ok) {
      setClaim({ ok: false, message: answer.message });
      return;
    }
    setVoucherCookie(answer.data.code);
    granted.current = answer.data.code;
    setClaim({ ok: true });
  }, [campaign.slug]);

  const send = useCallback(
    (event: PuzzleEvent) => {
      const before = current.current;
      const step = transition(before, event);
      if (step.state === before) return;
      current.current = step.state;
      setState(step.state);
      for (const command of step.commands) {
        // Spec: cancelling expires the voucher cookie. Only the code this puzzle gave goes: a
        // voucher won in another popup is the shopper's and stays.
        if (command === "expire-voucher" && holds(granted.current)) expireVoucherCookie();
        if (command === "set-voucher") void claimCode();
        if (command === "confetti") void celebrate(confettiRef.current);
      }
    },
    [claimCode],
  );

  const started = state.status === "started";
  const solved = started && state.stoppedWithMs !== null;
  useEffect(() => {
    if (!started || solved) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      send({ type: "tick", now: at });
    }, CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [started, solved, send]);

  // Solved: a 1 s pause on the finished picture, then completed.
  useEffect(() => {
    if (!solved) return;
    const timer = window.setTimeout(() => send({ type: "complete" }), PUZZLE_COMPLETE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [solved, send]);

  // Completed: 0.5 s later the confetti and the code. The back arrow before that cancels both.
  const completed = state.status === "completed";
  useEffect(() => {
    if (!completed) return;
    const timer = window.setTimeout(() => send({ type: "grant" }), PUZZLE_CELEBRATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [completed, send]);

  // The button pressed goes away with the view it was in: focus moves to the new view's first.
  const onLevels = state.status === "notStarted";
  useEffect(() => {
    if (onLevels === shownLevels.current) return;
    shownLevels.current = onLevels;
    (onLevels ? firstLevelRef : backRef).current?.focus();
  }, [onLevels]);

  function start(level: PuzzleLevel) {
    const at = Date.now();
    ticket.current = startPuzzleLevel(campaign.slug, level.level);
    setClaim(null);
    setBoard(puzzleBoardSize({ width: window.innerWidth, height: window.innerHeight }));
    setNow(at);
    send({ type: "start", level, now: at });
  }

  const onSolved = useCallback(() => send({ type: "solve", now: Date.now() }), [send]);

  function closed() {
    send({ type: "close" });
    onDone();
  }

  const intro = campaign.steps[0]?.h1 ? campaign.steps[0] : DEFAULT_INTRO;
  const title =
    state.status === "notStarted"
      ? intro.h1
      : state.status === "started"
        ? `Nivelul ${state.level.level}`
        : state.status === "completed"
          ? "Puzzle rezolvat"
          : "Timpul a expirat";
  const left = remainingMs(state, now);
  return (
    <PromoDialog
      open={open}
      title={title}
      onClosed={closed}
      confettiRef={confettiRef}
      wide
      lockScrollAlways
    >
      {state.status === "notStarted" ? (
        <div className="mt-2 flex flex-col gap-4">
          {intro.p ? <p className="text-stone-800">{intro.p}</p> : null}
          <ul className="flex flex-col gap-2">
            {levels.map((level, index) => (
              <li key={level.level}>
                <button
                  ref={index === 0 ? firstLevelRef : undefined}
                  type="button"
                  onClick={() => start(level)}
                  className="w-full rounded border border-brand-600 px-4 py-3 text-left font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {levelLabel(level)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="mt-2 flex flex-col gap-3">
          <div className="flex items-center justify-between gap-4">
            <button
              ref={backRef}
              type="button"
              onClick={() => send({ type: "back" })}
              className="flex items-center gap-2 rounded px-2 py-1 font-semibold text-brand-800 hover:bg-brand-50"
            >
              <span aria-hidden="true">←</span>
              Înapoi la niveluri
            </button>
            {state.status === "started" ? <Countdown ms={left} /> : null}
          </div>
          {state.status === "started" && board ? (
            <>
              <button
                type="button"
                aria-pressed={withKeys}
                onClick={() => setWithKeys((keys) => !keys)}
                className="self-center rounded border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Joacă cu tastatura
              </button>
              {withKeys ? (
                <PuzzleTilesBoard grid={state.level.grid} size={board} onSolved={onSolved} />
              ) : (
                <PuzzleBoard grid={state.level.grid} size={board} onSolved={onSolved} />
              )}
            </>
          ) : null}
          <div aria-live="polite" className="flex flex-col items-center gap-3 text-center">
            {state.status === "completed" && claim && !claim.ok ? (
              <p className="font-semibold text-red-800">{claim.message}</p>
            ) : null}
            {state.status === "completed" && claim?.ok ? (
              <>
                <p className="font-semibold text-green-800">{wonText(state.level.percent)}</p>
                <PageLink
                  to="/cos/produse"
                  onClick={() => setOpen(false)}
                  className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  Vezi coșul
                </PageLink>
              </>
            ) : null}
            {state.status === "expired" ? (
              <p className="font-semibold text-red-800">{PUZZLE_EXPIRED_MESSAGE}</p>
            ) : null}
          </div>
        </div>
      )}
    </PromoDialog>
  );
}

/** mm:ss on screen; a screen reader hears the minutes left once a minute, not every second. */
function Countdown({ ms }: { ms: number }) {
  return (
    <p className="font-mono text-lg font-semibold tabular-nums text-brand-800">
      <span className="sr-only">Timp rămas: </span>
      <span role="timer">{formatCountdown(ms)}</span>
      <span aria-live="polite" className="sr-only">
        {minutesLeftText(minutesBegun(ms))}
      </span>
    </p>
  );
}

/** The voucher cookie holds `code`. */
function holds(code: string | null): boolean {
  return code !== null && parseVoucherCookie(readCookie(VOUCHER_COOKIE)) === code;
}

// The prize draw of the wheel and the fortune cookie. The server draws (by the prizes' weights,
// once per visitor); the widget only shows what it answered.
import type { DrawResult, PrizeList } from "../types";

export type ApiResult<T> = { ok: true; data: T } | { ok: false; message: string };

const NO_ANSWER = "Nu am putut contacta magazinul. Încearcă din nou.";
const FAILED = "Nu a mers de data aceasta. Încearcă din nou.";

/** The `{ error: { message } }` of a refused request, when it has one. */
export function errorMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}

async function call<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    response = await fetch(url, { ...init, headers });
  } catch {
    return { ok: false, message: NO_ANSWER };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || body === null) return { ok: false, message: errorMessage(body) ?? FAILED };
  return { ok: true, data: body as T };
}

export function fetchPrizes(slug: string): Promise<ApiResult<PrizeList>> {
  return call(`/api/campaigns/${encodeURIComponent(slug)}/prizes`, { method: "GET" });
}

export function drawPrize(slug: string): Promise<ApiResult<DrawResult>> {
  return call(`/api/campaigns/${encodeURIComponent(slug)}/draw`, { method: "POST" });
}

/** Starts a puzzle level on the server: the ticket its code is claimed with once finished. */
export function startPuzzleLevel(
  slug: string,
  level: number,
): Promise<ApiResult<{ ticket: string }>> {
  return call(`/api/campaigns/${encodeURIComponent(slug)}/puzzle`, {
    method: "POST",
    body: JSON.stringify({ level }),
  });
}

/** The finished level's code, for its ticket. */
export function claimPuzzleCode(
  slug: string,
  ticket: string,
): Promise<ApiResult<{ code: string; percent: number }>> {
  return call(`/api/campaigns/${encodeURIComponent(slug)}/puzzle`, {
    method: "POST",
    body: JSON.stringify({ ticket }),
  });
}

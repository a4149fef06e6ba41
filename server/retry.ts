// Retrying a start-up step that depends on another service (the database) with exponential
// backoff, instead of exiting: an orchestrator restarting the shop and PostgreSQL together must
// not see the shop crash-loop while the database starts.

export interface RetryOptions {
  /** First delay; each failure doubles it, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Stops retrying (the process is asked to stop); the last error is thrown. */
  signal?: AbortSignal;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

export async function retryWithBackoff<T>(
  task: () => Promise<T>,
  { initialDelayMs = 500, maxDelayMs = 30_000, signal, onRetry }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (signal?.aborted) throw error;
      // ±20 % jitter, so that several instances do not knock in step.
      const base = Math.min(maxDelayMs, initialDelayMs * 2 ** (attempt - 1));
      const delay = Math.round(base * (0.8 + Math.random() * 0.4));
      onRetry?.(error, attempt, delay);
      await sleep(delay, signal);
      if (signal?.aborted) throw error;
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

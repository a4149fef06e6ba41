// What a command (`npm run db:migrate`, `db:seed`, the operator commands) prints when it fails.
import { EnvError } from "../app/lib/env.server";
import { DataDirInUse } from "./pglite-lock";

/**
 * The line an operator reads when a command fails: an environment error's own message (which
 * names the variables), the data directory's lock's (which says what to stop), or a system
 * error's (a file or a database server that cannot be reached: the stack would only hide it);
 * otherwise the error itself, stack and all, as a bug deserves.
 */
export function failureMessage(error: unknown): unknown {
  if (error instanceof EnvError || error instanceof DataDirInUse) return error.message;
  const system = systemError(error);
  return system ?? error;
}

// Node's system errors (ENOENT, ECONNREFUSED, ENOTFOUND, EACCES…) and PostgreSQL's refusals to
// connect (SQLSTATE class 08, class 28: authorisation, 3D000: no such database). Node's own
// ERR_… codes and other SQLSTATEs (a bad query) are bugs.
const SYSTEM_CODE = /^(E[A-Z0-9]+|08[0-9A-Z]{3}|28[0-9A-Z]{3}|3D000)$/;

/** The message of `error`, or of the error it wraps, when it is a system error; else null. */
function systemError(error: unknown, depth = 0): string | null {
  if (!(error instanceof Error) || depth > 5) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && SYSTEM_CODE.test(code)) {
    // Connecting to a name with several addresses fails as an AggregateError with no message.
    const inner = error instanceof AggregateError ? error.errors : [];
    const messages = inner.map((e) => (e instanceof Error ? e.message : String(e)));
    return error.message || messages.join("; ") || code;
  }
  return systemError(error.cause, depth + 1);
}

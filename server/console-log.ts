// Libraries print to the console (React Router warns about a malformed URL escape, for one): in
// production those lines go through the JSON log like everything else, one line each, instead of
// breaking the log stream with plain multi-line text.
import { format } from "node:util";
import type { Logger } from "pino";

export function routeConsoleToLog(logger: Logger): void {
  const route =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const [first] = args;
      if (first instanceof Error && args.length === 1) logger[level]({ err: first }, first.message);
      else logger[level]({ source: "console" }, format(...args));
    };
  console.debug = route("debug");
  console.log = route("info");
  console.info = route("info");
  console.warn = route("warn");
  console.error = route("error");
}

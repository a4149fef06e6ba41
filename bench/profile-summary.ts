// npm run bench:profile-summary -- <folder or .cpuprofile files> [--top N] [--all]
// Summarises V8 CPU profiles (node --cpu-prof): self time by package and the top functions.
// A window.json beside the profiles (written by `npm run bench -- --profile`) limits the summary
// to the measured run, leaving out start-up, index building and warm-up; --all counts everything.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { root } from "./seed";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const IDLE = "(idle)";

/** Where a function's code comes from: a package, Node itself, the app, V8. */
export function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (functionName === IDLE) return IDLE;
  if (functionName === "(garbage collector)") return "V8 garbage collector";
  if (functionName === "(program)") return "V8 and native code (program)";
  if (url.startsWith("wasm://")) return "pglite (WebAssembly)";
  if (url.startsWith("node:")) return "node internals";
  if (url === "") return "V8 builtins and Node C++ bindings";
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const [first, second] = url.slice(modules + "/node_modules/".length).split("/");
    return first?.startsWith("@") ? `${first}/${second}` : (first ?? "?");
  }
  const local = url.replace(pathToFileURL(root).href, "");
  if (local.startsWith("/build/server/")) return "our app (build/server)";
  if (/^\/(server|app|db)\//.test(local)) return `our app (${local.split("/")[1]}/)`;
  return "other";
}

function shortUrl(url: string): string {
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) return url.slice(modules + "/node_modules/".length);
  return url.replace(`${pathToFileURL(root).href}/`, "");
}

function profileFiles(inputs: string[]): string[] {
  return inputs.flatMap((input) =>
    statSync(input).isDirectory()
      ? readdirSync(input)
          .filter((f) => f.endsWith(".cpuprofile"))
          .map((f) => path.join(input, f))
      : [input],
  );
}

/** Self time (µs) per function and per package, within the window when there is one. */
function selfTimes(files: string[], window: { startUs: number; endUs: number } | null) {
  const byFunction = new Map<string, { us: number; pkg: string }>();
  const byPackage = new Map<string, number>();
  for (const file of files) {
    const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
    const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    let at = profile.startTime;
    const times = profile.timeDeltas.map((d) => {
      at += d;
      return at;
    });
    profile.samples.forEach((nodeId, k) => {
      const start = times[k] ?? 0;
      // A sample stands for the time until the next one.
      const us = (times[k + 1] ?? profile.endTime) - start;
      if (window && (start < window.startUs || start > window.endUs)) return;
      const frame = frames.get(nodeId);
      if (!frame || frame.functionName === "(root)") return;
      const pkg = packageOf(frame);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
      const name = `${frame.functionName || "(anonymous)"}  ${shortUrl(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;
      const entry = byFunction.get(name) ?? { us: 0, pkg };
      entry.us += us;
      byFunction.set(name, entry);
    });
  }
  return { byFunction, byPackage };
}

/** The summary as text (indented lines, so it reads as code in Markdown too). */
export function profileSummary(
  inputs: string[],
  options: { top?: number; all?: boolean } = {},
): string {
  const files = profileFiles(inputs);
  if (files.length === 0) throw new Error(`no .cpuprofile files in ${inputs.join(", ")}`);
  const windowFile = inputs
    .map((i) => path.join(statSync(i).isDirectory() ? i : path.dirname(i), "window.json"))
    .find((f) => existsSync(f));
  const window =
    windowFile && !options.all
      ? (JSON.parse(readFileSync(windowFile, "utf8")) as { startUs: number; endUs: number })
      : null;
  const { byFunction, byPackage } = selfTimes(files, window);
  const busy = [...byPackage].reduce((sum, [pkg, us]) => (pkg === IDLE ? sum : sum + us), 0);
  const idle = byPackage.get(IDLE) ?? 0;
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  const lines = [
    `CPU profile: ${files.length} profiles (one per process or thread), ${window ? `measured run only (${((window.endUs - window.startUs) / 1e6).toFixed(1)} s)` : "whole lifetime"}`,
    `busy ${(busy / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s; the shares below are of busy time`,
    "",
    "Self time by package:",
  ];
  for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1])) {
    if (pkg !== IDLE && us / busy >= 0.001) lines.push(`  ${pct(us)}  ${pkg}`);
  }
  lines.push("", `Top ${options.top ?? 30} functions by self time:`);
  const top = [...byFunction].filter(([, f]) => f.pkg !== IDLE);
  top.sort((a, b) => b[1].us - a[1].us);
  for (const [name, { us, pkg }] of top.slice(0, options.top ?? 30)) {
    lines.push(`  ${pct(us)}  ${name}  [${pkg}]`);
  }
  return lines.map((line) => (line ? `    ${line}` : line)).join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const usage =
    "Usage: npm run bench:profile-summary -- <folder or .cpuprofile files> [--top N] [--all]";
  let args: { values: { top?: string; all?: boolean }; positionals: string[] };
  try {
    args = parseArgs({
      options: { top: { type: "string" }, all: { type: "boolean" } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  const top = Number(args.values.top ?? 30);
  if (args.positionals.length === 0 || !Number.isInteger(top) || top < 1) {
    console.error(usage);
    process.exit(2);
  }
  try {
    console.log(profileSummary(args.positionals, { top, all: args.values.all === true }));
  } catch (error) {
    // A folder that is not there, or holds no profiles: say so, not a stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
}

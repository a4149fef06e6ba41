// CPU and memory of process trees and of the whole machine, from /proc (Linux). The machine is
// shared: what the server, the database and the load generator used, set against what the whole
// machine did, says how much of a run's noise came from other work.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND =
  Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;

function read(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** A process and its descendants (tsx or node:cluster workers, PostgreSQL backends). */
export function processTree(pid: number | undefined): number[] {
  if (!pid) return [];
  const children = read(`/proc/${pid}/task/${pid}/children`).trim().split(/\s+/).filter(Boolean);
  return [pid, ...children.flatMap((child) => processTree(Number(child)))];
}

/** CPU seconds used so far by a process tree (live processes only). */
export function cpuSecondsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = read(`/proc/${pid}/stat`);
    // Fields after the command name, which may hold spaces and parentheses: utime is the 12th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds the whole machine has spent busy (all cores) since boot. */
export function machineBusySeconds(): number {
  const line = read("/proc/stat").split("\n")[0] ?? "";
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
    TICKS_PER_SECOND
  );
}

/** Resident memory of a process tree, in MiB. */
export function rssMiB(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    kb += Number(/VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

/** The PostgreSQL server's main process, from its data directory. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = `${dataDir}/postmaster.pid`;
  if (!existsSync(file)) return undefined;
  return Number(read(file).split("\n")[0]) || undefined;
}

// Who used the CPU during a measured run: the server (and its workers), the database server, this
// process (the load generator) and everything else on the machine.
import { cpuSecondsOf, machineBusySeconds, postmasterPid, processTree, rssMiB } from "./proc-stats";

export interface Cores {
  server: number;
  database: number;
  generator: number;
  others: number;
}

export function cpuProbe(serverPid: number | undefined, pgData?: string) {
  const trees = () => ({
    server: processTree(serverPid),
    database: pgData ? processTree(postmasterPid(pgData)) : [],
  });
  let before = { at: 0, machine: 0, server: 0, database: 0, self: 0 };
  let cores: Cores = { server: 0, database: 0, generator: 0, others: 0 };
  const sample = () => {
    const { server, database } = trees();
    const self = process.cpuUsage();
    return {
      at: performance.now(),
      machine: machineBusySeconds(),
      server: cpuSecondsOf(server),
      database: cpuSecondsOf(database),
      self: (self.user + self.system) / 1e6,
    };
  };
  return {
    probe: {
      start: () => {
        before = sample();
      },
      end: () => {
        const after = sample();
        const seconds = (after.at - before.at) / 1000;
        const per = (d: number) => Math.max(0, Math.round((d / seconds) * 100) / 100);
        const server = after.server - before.server;
        const database = after.database - before.database;
        const self = after.self - before.self;
        cores = {
          server: per(server),
          database: per(database),
          generator: per(self),
          others: per(after.machine - before.machine - server - database - self),
        };
      },
    },
    cores: () => cores,
    serverMiB: () => rssMiB(processTree(serverPid)),
    /** Processes serving: 1, or a cluster's primary and its workers. */
    serverProcesses: () => processTree(serverPid).length,
  };
}

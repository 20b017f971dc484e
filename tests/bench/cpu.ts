import { readdirSync, readFileSync } from "node:fs";

// Where a benchmark's CPU time goes, per process, from Linux's /proc: each thread's
// schedstat holds its time on a CPU in nanoseconds (utime/stime tick only every 10 ms,
// too coarse for a round of a few dozen milliseconds). Elsewhere the meter reads nothing.

function threadsCpuMs(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/task`).reduce((sum, thread) => {
      const nanoseconds = Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, "utf8").split(" ")[0]);
      return sum + nanoseconds / 1e6;
    }, 0);
  } catch {
    // The process (or a thread of it) ended between the listing and the read.
    return 0;
  }
}

/** The ids of the running processes called `name` (e.g. every Postgres server process). */
export function processesNamed(name: string): number[] {
  if (!isLinux()) return [];
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === name;
      } catch {
        return false;
      }
    })
    .map(Number);
}

export function isLinux(): boolean {
  try {
    readdirSync("/proc/self/task");
    return true;
  } catch {
    return false;
  }
}

/** The CPU time, in ms, that each named group of processes spends from now until the returned function is called. */
export function cpuMeter(groups: Record<string, () => number[]>): () => Record<string, number> {
  const before = snapshot(groups);
  return () => {
    const after = snapshot(groups);
    return Object.fromEntries(
      Object.entries(after).map(([group, times]) => [
        group,
        // A process that started meanwhile counts from zero.
        [...times].reduce((sum, [pid, ms]) => sum + ms - (before[group].get(pid) ?? 0), 0),
      ]),
    );
  };
}

function snapshot(groups: Record<string, () => number[]>): Record<string, Map<number, number>> {
  return Object.fromEntries(Object.entries(groups).map(([group, pids]) => [group, new Map(pids().map((pid) => [pid, threadsCpuMs(pid)]))]));
}

import { listen, type DB } from "../../db/client.server.ts";

// Cancelled and deleted jobs, as the database announces them (db/migrations/0006_job_stops.ts):
// the sending loop learns of a cancel the moment it commits, without asking the database
// before every order. One listening connection per pool serves every job the worker sends.

const CHANNEL = "job_stopped";

export interface JobStopWatch {
  /** Aborts when the job is cancelled or deleted; release() once the job is no longer being sent. */
  watch(jobId: string): { stopped: AbortSignal; release: () => void };
}

const watches = new WeakMap<DB, Promise<JobStopWatch>>();

/** The pool's watch, listening before it resolves, so that no stop committed afterwards is missed. */
export function jobStopWatch(db: DB): Promise<JobStopWatch> {
  let watch = watches.get(db);
  if (!watch) {
    watch = startWatch(db);
    watches.set(db, watch);
    // A failed start is not kept: the next job tries again.
    watch.catch(() => watches.delete(db));
  }
  return watch;
}

async function startWatch(db: DB): Promise<JobStopWatch> {
  const watching = new Map<string, Set<AbortController>>();
  await listen(db, CHANNEL, (jobId) => {
    for (const controller of watching.get(jobId) ?? []) controller.abort();
  });
  return {
    watch(jobId) {
      const controller = new AbortController();
      const controllers = watching.get(jobId) ?? new Set();
      watching.set(jobId, controllers.add(controller));
      const release = () => {
        controllers.delete(controller);
        if (controllers.size === 0) watching.delete(jobId);
      };
      return { stopped: controller.signal, release };
    },
  };
}

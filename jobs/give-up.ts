import type { JobHelpers } from "graphile-worker";

/**
 * Runs a task's work. graphile-worker retries an error with its backoff; when the work
 * throws on the last try, `giveUp` first ends what the task was doing (a job, an import)
 * as failed, so that it does not stay running for ever. The error is thrown on either way.
 */
export async function giveUpAfterLastTry(helpers: Pick<JobHelpers, "job">, work: () => Promise<void>, giveUp: (error: unknown) => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (helpers.job.attempts >= helpers.job.max_attempts) await giveUp(error);
    throw error;
  }
}

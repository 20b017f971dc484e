import type { Task } from "graphile-worker";
import { z } from "zod";
import { db } from "../db/client.server.ts";
import { enqueueJobSending } from "../app/models/jobs.server.ts";
import { giveUpJobSending, sendJobOrders } from "../app/services/job-sender.server.ts";
import { giveUpAfterLastTry } from "./give-up.ts";

const payloadSchema = z.object({ jobId: z.uuid() });

/**
 * Sends a job's orders to the dispatch API; enqueued with the job by createJob (job_key `job:<id>`).
 * A graceful worker stop pauses the job: the task queues itself afresh and ends without
 * error, because a stop is no failure and must not use up the job's tries (throwing would).
 * A worker killed outright leaves its task locked until jobs/runner.ts frees it; the task
 * then resumes from the first pending order.
 */
export const ordersSend: Task = async (payload, helpers) => {
  const { jobId } = payloadSchema.parse(payload);
  await giveUpAfterLastTry(
    helpers,
    async () => {
      const outcome = await sendJobOrders(db(), jobId, { signal: helpers.abortSignal });
      if (outcome === "interrupted") await enqueueJobSending(db(), jobId);
    },
    (error) => giveUpJobSending(db(), jobId, error),
  );
};

import type { DB } from "../../db/client.server.ts";
import type { LogLevel } from "../../db/schema.ts";

export interface LogEntry {
  userId: string;
  level: LogLevel;
  message: string;
  /** The job (or import) the line belongs to. */
  jobId?: string | null;
  context?: Record<string, unknown>;
}

/** Adds a line to the user's logs (the Logs page). */
export async function appendLog(db: DB, { userId, level, message, jobId = null, context = {} }: LogEntry): Promise<void> {
  await db.insertInto("logs").values({ user_id: userId, level, message, job_id: jobId, context }).execute();
}

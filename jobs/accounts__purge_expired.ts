import type { Task } from "graphile-worker";
import { db } from "../db/client.server.ts";
import { deleteSpentPasswordResets } from "../app/models/password-resets.server.ts";
import { deleteExpiredSessions } from "../app/models/sessions.server.ts";
import { deleteStaleSignInFailures } from "../app/models/sign-in-failures.server.ts";

/** Hourly: drops expired sessions, spent reset tokens and sign-in failures past the throttling window. */
export const accountsPurgeExpired: Task = async (_payload, helpers) => {
  const sessions = await deleteExpiredSessions(db());
  const resets = await deleteSpentPasswordResets(db());
  const failures = await deleteStaleSignInFailures(db());
  helpers.logger.info(`purged ${sessions} expired sessions, ${resets} spent reset tokens, ${failures} old sign-in failures`);
};

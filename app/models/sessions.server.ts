import { createHash, randomBytes } from "node:crypto";
import type { DB } from "../../db/client.server.ts";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(db: DB, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({ id: hashToken(token), user_id: userId, expires_at: new Date(Date.now() + SESSION_TTL_MS) })
    .execute();
  return token;
}

export async function deleteSession(db: DB, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}

/** Ends every session of a user except, optionally, the one still in use. */
export async function deleteUserSessions(db: DB, userId: string, { except }: { except?: string } = {}) {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (except) query = query.where("id", "!=", hashToken(except));
  await query.execute();
}

export async function deleteExpiredSessions(db: DB): Promise<number> {
  const result = await db.deleteFrom("sessions").where("expires_at", "<=", new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

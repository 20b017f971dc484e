import { randomBytes } from "node:crypto";
import type { DB } from "../../db/client.server.ts";
import type { User } from "../../db/schema.ts";
import { hashPassword } from "../services/password.server.ts";
import { hashToken } from "./sessions.server.ts";
import { findUserByEmail } from "./users.server.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Issues a one-hour, single-use reset token for an active account; null when there is none. */
export async function createPasswordReset(db: DB, email: string, now = new Date()): Promise<{ user: User; token: string } | null> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== "active") return null;
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("password_resets")
    .values({ token_hash: hashToken(token), user_id: user.id, created_at: now, expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS) })
    .execute();
  return { user, token };
}

export async function isResetTokenUsable(db: DB, token: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom("password_resets")
    .select("user_id")
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Sets a new password with a reset token. The token (and any other outstanding one
 * of that user) is spent, and every session of the user ends. False when the
 * token is unknown, used or expired.
 */
export async function resetPasswordWithToken(db: DB, token: string, newPassword: string, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("password_resets")
      .set({ used_at: now })
      .where("token_hash", "=", hashToken(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .returning("user_id")
      .executeTakeFirst();
    if (!spent) return false;
    await trx.updateTable("password_resets").set({ used_at: now }).where("user_id", "=", spent.user_id).where("used_at", "is", null).execute();
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: now }).where("id", "=", spent.user_id).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", spent.user_id).execute();
    return true;
  });
}

export async function deleteSpentPasswordResets(db: DB, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("password_resets")
    .where((eb) => eb.or([eb("used_at", "is not", null), eb("expires_at", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

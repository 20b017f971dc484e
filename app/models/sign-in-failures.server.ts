import type { DB } from "../../db/client.server.ts";
import { FAILURE_WINDOW_MS } from "../lib/sign-in-throttle.ts";

export async function recentSignInFailures(db: DB, accountKey: string, now: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom("sign_in_failures")
    .select("failed_at")
    .where("account_key", "=", accountKey)
    .where("failed_at", ">", new Date(now.getTime() - FAILURE_WINDOW_MS))
    .execute();
  return rows.map((row) => row.failed_at);
}

export async function recordSignInFailure(db: DB, accountKey: string, now: Date): Promise<void> {
  await db.insertInto("sign_in_failures").values({ account_key: accountKey, failed_at: now }).execute();
}

export async function clearSignInFailures(db: DB, accountKey: string): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("account_key", "=", accountKey).execute();
}

export async function deleteStaleSignInFailures(db: DB, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("sign_in_failures")
    .where("failed_at", "<=", new Date(now.getTime() - FAILURE_WINDOW_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// The rule that slows down password guessing against one account.

export const FAILURES_BEFORE_LOCK = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FIRST_LOCK_MS = 60 * 1000;
const LONGEST_LOCK_MS = 15 * 60 * 1000;

/**
 * Given the times of an account's recent failed sign-ins, when may it try again?
 * Five failures within 15 minutes lock it for a minute; each further failure
 * after a lock doubles the wait, up to 15 minutes. Null means "now".
 */
export function signInLockedUntil(failures: readonly Date[], now: Date): Date | null {
  const recent = failures
    .filter((failedAt) => now.getTime() - failedAt.getTime() < FAILURE_WINDOW_MS)
    .sort((a, b) => a.getTime() - b.getTime());
  if (recent.length < FAILURES_BEFORE_LOCK) return null;

  const lockMs = Math.min(FIRST_LOCK_MS * 2 ** (recent.length - FAILURES_BEFORE_LOCK), LONGEST_LOCK_MS);
  const until = new Date(recent[recent.length - 1].getTime() + lockMs);
  return until > now ? until : null;
}

export function lockedMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

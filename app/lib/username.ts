/** A username proposed from an email address: its local part, reduced to the allowed characters. */
export function usernameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[-._]+|[-._]+$/g, "")
    .slice(0, 32);
  return cleaned.length >= 3 ? cleaned : `user-${cleaned}`.replace(/-$/, "").padEnd(8, "0");
}

/** The nth alternative when the first choice is taken: name, name-2, name-3… */
export function usernameCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}

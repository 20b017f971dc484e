import { hash, verify } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB memory, 2 iterations, 1 lane.
// (@node-rs/argon2 hashes with argon2id by default.)
const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for sign-ins to accounts that do not
 * exist: the answer's timing must not tell which accounts do.
 */
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoy ??= hashPassword("decoy password that matches no one");
  await verifyPassword(await decoy, password);
}

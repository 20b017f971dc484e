import { sql } from "kysely";
import type { DB } from "../../db/client.server.ts";
import type { Role, User, UserStatus } from "../../db/schema.ts";
import { isUuid } from "../lib/ids.ts";
import { escapeLike, type ListQuery } from "../lib/list-query.ts";
import { lockedMessage, signInLockedUntil } from "../lib/sign-in-throttle.ts";
import { usernameCandidate, usernameFromEmail } from "../lib/username.ts";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../services/password.server.ts";
import { clearSignInFailures, recentSignInFailures, recordSignInFailure } from "./sign-in-failures.server.ts";
import { deleteUserSessions } from "./sessions.server.ts";

/** A user as the app and the API show it: never the password hash. */
export interface PublicUser {
  id: string;
  email: string;
  username: string;
  full_name: string;
  role: Role;
  status: UserStatus;
  created_at: string;
  last_login: string | null;
  login_count: number;
}

export function publicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: user.full_name,
    role: user.role,
    status: user.status,
    created_at: user.created_at.toISOString(),
    last_login: user.last_login?.toISOString() ?? null,
    login_count: user.login_count,
  };
}

/** A uniqueness clash on an account field, reported beside that field. */
export class AccountConflictError extends Error {
  readonly field: "email" | "username";
  constructor(field: "email" | "username") {
    super(field === "email" ? "An account with this email already exists" : "This username is already taken");
    this.field = field;
  }
}

export class AccountRuleError extends Error {}

// Serialises registrations, so that exactly one first user becomes the admin.
const REGISTRATION_LOCK = 4_271_001;

export async function registerUser(
  db: DB,
  input: { fullName: string; email: string; password: string },
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK})`.execute(trx);
    if (await findUserByEmail(trx, input.email)) throw new AccountConflictError("email");
    const anyone = await trx.selectFrom("users").select("id").limit(1).executeTakeFirst();
    return trx
      .insertInto("users")
      .values({
        email: input.email,
        username: await freeUsername(trx, usernameFromEmail(input.email)),
        full_name: input.fullName,
        password_hash: passwordHash,
        role: anyone ? "member" : "admin",
        // Registration signs the new user in: that is their first sign-in.
        last_login: new Date(),
        login_count: 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

async function freeUsername(db: DB, base: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const candidate = usernameCandidate(base, attempt);
    const taken = await db
      .selectFrom("users")
      .select("id")
      .where(sql`lower(username)`, "=", candidate.toLowerCase())
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}

export function findUserByEmail(db: DB, email: string): Promise<User | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: DB, id: string): Promise<User | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export type SignInResult =
  | { ok: true; user: User }
  | { ok: false; status: 401 | 403 | 429; message: string };

export const INVALID_CREDENTIALS = "Invalid credentials";

/**
 * Checks an email-or-username and password. Unknown accounts get the same answer,
 * in the same time, as a wrong password; repeated failures lock the account for a while.
 */
export async function signIn(
  db: DB,
  { identifier, password }: { identifier: string; password: string },
  now = new Date(),
): Promise<SignInResult> {
  const normalized = identifier.trim().toLowerCase();
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(email)`, "=", normalized), eb(sql`lower(username)`, "=", normalized)]))
    .executeTakeFirst();
  const accountKey = user ? `user:${user.id}` : `unknown:${normalized}`;

  const lockedUntil = signInLockedUntil(await recentSignInFailures(db, accountKey, now), now);
  if (lockedUntil) return { ok: false, status: 429, message: lockedMessage(lockedUntil, now) };

  const valid = user ? await verifyPassword(user.password_hash, password) : (await verifyAgainstDecoy(password), false);
  if (!user || !valid) {
    await recordSignInFailure(db, accountKey, now);
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  if (user.status !== "active") {
    return { ok: false, status: 403, message: "This account has been disabled. Contact an administrator." };
  }

  await clearSignInFailures(db, accountKey);
  const signedIn = await db
    .updateTable("users")
    .set({ last_login: now, login_count: sql`login_count + 1` })
    .where("id", "=", user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ok: true, user: signedIn };
}

export async function updateProfile(
  db: DB,
  userId: string,
  input: { fullName?: string; username?: string; email?: string },
): Promise<User> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (input.email) {
        const owner = await findUserByEmail(trx, input.email);
        if (owner && owner.id !== userId) throw new AccountConflictError("email");
      }
      if (input.username) {
        const owner = await trx
          .selectFrom("users")
          .select("id")
          .where(sql`lower(username)`, "=", input.username.toLowerCase())
          .executeTakeFirst();
        if (owner && owner.id !== userId) throw new AccountConflictError("username");
      }
      return trx
        .updateTable("users")
        .set({
          ...(input.fullName !== undefined && { full_name: input.fullName }),
          ...(input.username !== undefined && { username: input.username }),
          ...(input.email !== undefined && { email: input.email }),
          updated_at: new Date(),
        })
        .where("id", "=", userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // Two concurrent edits can both pass the checks above; the unique indexes decide.
    const constraint = (error as { constraint_name?: string }).constraint_name;
    if (constraint === "users_email_key") throw new AccountConflictError("email");
    if (constraint === "users_username_key") throw new AccountConflictError("username");
    throw error;
  }
}

/** Changes a password after checking the current one; other sessions end. */
export async function changePassword(
  db: DB,
  userId: string,
  input: { currentPassword: string; newPassword: string; keepSessionToken?: string },
): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) return false;
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: new Date() }).where("id", "=", userId).execute();
    await deleteUserSessions(trx, userId, { except: input.keepSessionToken });
  });
  return true;
}

const USER_SORTS = {
  email: "email",
  username: "username",
  full_name: "full_name",
  role: "role",
  status: "status",
  created_at: "created_at",
  last_login: "last_login",
  login_count: "login_count",
} as const;
export const USER_SORT_KEYS = Object.keys(USER_SORTS) as (keyof typeof USER_SORTS)[];

export async function listUsers(db: DB, query: ListQuery): Promise<{ users: User[]; total: number }> {
  let base = db.selectFrom("users");
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, "like", pattern),
        eb(sql`lower(username)`, "like", pattern),
        eb(sql`lower(full_name)`, "like", pattern),
      ]),
    );
  }
  const column = USER_SORTS[query.sort as keyof typeof USER_SORTS] ?? "created_at";
  const [users, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(column, (ob) => (query.dir === "asc" ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
      .orderBy("id")
      .limit(query.size)
      .offset(query.offset)
      .execute(),
    base.select(sql<string>`count(*)`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return { users, total: Number(count.count) };
}

export async function userCounts(db: DB): Promise<{ total: number; admins: number; active: number; disabled: number }> {
  const row = await db
    .selectFrom("users")
    .select([
      sql<string>`count(*)`.as("total"),
      sql<string>`count(*) filter (where role = 'admin')`.as("admins"),
      sql<string>`count(*) filter (where status = 'active')`.as("active"),
      sql<string>`count(*) filter (where status = 'disabled')`.as("disabled"),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), admins: Number(row.admins), active: Number(row.active), disabled: Number(row.disabled) };
}

/** An admin changes another user's role or status; nobody changes their own. */
export async function updateUserAccess(
  db: DB,
  { actorId, userId, role, status }: { actorId: string; userId: string; role?: Role; status?: UserStatus },
): Promise<User | undefined> {
  if (actorId === userId) throw new AccountRuleError("You cannot change your own role or status");
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable("users")
      .set({ ...(role && { role }), ...(status && { status }), updated_at: new Date() })
      .where("id", "=", isUuid(userId) ? userId : "00000000-0000-0000-0000-000000000000")
      .returningAll()
      .executeTakeFirst();
    if (user && status === "disabled") await deleteUserSessions(trx, user.id);
    return user;
  });
}

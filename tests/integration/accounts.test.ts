import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { createSession, deleteSession } from "../../app/models/sessions.server.ts";
import {
  AccountConflictError,
  AccountRuleError,
  INVALID_CREDENTIALS,
  registerUser,
  signIn,
  updateProfile,
  updateUserAccess,
} from "../../app/models/users.server.ts";
import { findUserBySessionToken } from "../../app/services/auth.server.ts";

const register = (email: string, fullName = "Someone") => registerUser(db(), { email, fullName, password: "correct horse" });

describe("registration", () => {
  it("makes the first user ever the admin and everyone after a member", async () => {
    const first = await register("first@example.com");
    const second = await register("second@example.com");
    expect(first.role).toBe("admin");
    expect(second.role).toBe("member");
  });

  it("refuses an email that is already registered, whatever its case", async () => {
    await register("taken@example.com");
    await expect(register("TAKEN@example.com".toLowerCase())).rejects.toBeInstanceOf(AccountConflictError);
  });

  it("derives a unique username from the email", async () => {
    const one = await register("grace@example.com");
    const two = await register("grace@example.org");
    expect(one.username).toBe("grace");
    expect(two.username).toBe("grace-2");
  });

  it("stores a hash, never the password", async () => {
    const user = await register("hash@example.com");
    expect(user.password_hash).not.toContain("correct horse");
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe("sign-in", () => {
  it("accepts the email or the username, in any case, and counts sign-ins", async () => {
    const user = await register("linus@example.com");
    const byEmail = await signIn(db(), { identifier: "LINUS@example.com", password: "correct horse" });
    const byUsername = await signIn(db(), { identifier: "linus", password: "correct horse" });
    expect(byEmail.ok && byEmail.user.id).toBe(user.id);
    expect(byUsername.ok && byUsername.user.login_count).toBe(3); // registration signed in once
    expect(byUsername.ok && byUsername.user.last_login).toBeInstanceOf(Date);
  });

  it("answers a wrong password and an unknown account alike", async () => {
    await register("margaret@example.com");
    const wrong = await signIn(db(), { identifier: "margaret", password: "wrong" });
    const unknown = await signIn(db(), { identifier: "nobody-here", password: "wrong" });
    expect(wrong).toEqual({ ok: false, status: 401, message: INVALID_CREDENTIALS });
    expect(unknown).toEqual(wrong);
  });

  it("locks an account after five failures within 15 minutes, even for the right password", async () => {
    await register("locked@example.com");
    for (let i = 0; i < 5; i++) await signIn(db(), { identifier: "locked", password: "wrong" });
    const refused = await signIn(db(), { identifier: "locked@example.com", password: "correct horse" });
    expect(refused).toMatchObject({ ok: false, status: 429, message: expect.stringMatching(/^Too many failed sign-in attempts/) });

    const later = new Date(Date.now() + 2 * 60_000);
    expect((await signIn(db(), { identifier: "locked", password: "correct horse" }, later)).ok).toBe(true);
  });

  it("throttles unknown accounts with the same message", async () => {
    for (let i = 0; i < 5; i++) await signIn(db(), { identifier: "ghost@example.com", password: "wrong" });
    const refused = await signIn(db(), { identifier: "ghost@example.com", password: "wrong" });
    expect(refused).toMatchObject({ ok: false, status: 429, message: expect.stringMatching(/^Too many failed sign-in attempts/) });
  });

  it("refuses a disabled user, and their sessions stop working", async () => {
    const adminUser = await register("boss@example.com");
    const user = await register("leaver@example.com");
    const token = await createSession(db(), user.id);
    expect(await findUserBySessionToken(token)).toBeDefined();

    await updateUserAccess(db(), { actorId: adminUser.id, userId: user.id, status: "disabled" });
    expect(await findUserBySessionToken(token)).toBeUndefined();
    expect(await signIn(db(), { identifier: "leaver", password: "correct horse" })).toMatchObject({ ok: false, status: 403 });
  });
});

describe("sessions", () => {
  it("stop working when signed out", async () => {
    const user = await register("session@example.com");
    const token = await createSession(db(), user.id);
    await deleteSession(db(), token);
    expect(await findUserBySessionToken(token)).toBeUndefined();
  });

  it("are stored as hashes of their tokens", async () => {
    const user = await register("hashed-session@example.com");
    const token = await createSession(db(), user.id);
    const rows = await db().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(rows.map((row) => row.id)).not.toContain(token);
  });
});

describe("profile and access", () => {
  it("lets a user rename themselves, but not onto someone else's username or email", async () => {
    const ada = await register("ada@example.com");
    await register("bob@example.com");
    expect((await updateProfile(db(), ada.id, { username: "countess" })).username).toBe("countess");
    await expect(updateProfile(db(), ada.id, { username: "BOB" })).rejects.toMatchObject({ field: "username" });
    await expect(updateProfile(db(), ada.id, { email: "bob@example.com" })).rejects.toMatchObject({ field: "email" });
  });

  it("never lets an admin change their own role or status", async () => {
    const adminUser = await register("only-admin@example.com");
    await expect(updateUserAccess(db(), { actorId: adminUser.id, userId: adminUser.id, role: "member" })).rejects.toBeInstanceOf(
      AccountRuleError,
    );
  });
});

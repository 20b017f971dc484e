import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { createPasswordReset, isResetTokenUsable, resetPasswordWithToken } from "../../app/models/password-resets.server.ts";
import { createSession } from "../../app/models/sessions.server.ts";
import { registerUser, signIn, updateUserAccess } from "../../app/models/users.server.ts";
import { findUserBySessionToken } from "../../app/services/auth.server.ts";

describe("password reset tokens", () => {
  it("set a new password once, and end every session", async () => {
    const user = await registerUser(db(), { email: "reset@example.com", fullName: "Reset Me", password: "old password" });
    const session = await createSession(db(), user.id);
    const reset = await createPasswordReset(db(), "RESET@example.com");
    expect(reset?.user.id).toBe(user.id);

    expect(await resetPasswordWithToken(db(), reset!.token, "new password")).toBe(true);
    expect(await findUserBySessionToken(session)).toBeUndefined();
    expect((await signIn(db(), { identifier: "reset", password: "new password" })).ok).toBe(true);
    expect((await signIn(db(), { identifier: "reset", password: "old password" })).ok).toBe(false);

    expect(await resetPasswordWithToken(db(), reset!.token, "third password")).toBe(false);
  });

  it("expire after an hour", async () => {
    await registerUser(db(), { email: "slow@example.com", fullName: "Slow Reader", password: "old password" });
    const reset = await createPasswordReset(db(), "slow@example.com");
    const in59Minutes = new Date(Date.now() + 59 * 60_000);
    const in61Minutes = new Date(Date.now() + 61 * 60_000);
    expect(await isResetTokenUsable(db(), reset!.token, in59Minutes)).toBe(true);
    expect(await resetPasswordWithToken(db(), reset!.token, "new password", in61Minutes)).toBe(false);
  });

  it("are stored hashed", async () => {
    await registerUser(db(), { email: "hashed@example.com", fullName: "Hashed", password: "old password" });
    const reset = await createPasswordReset(db(), "hashed@example.com");
    const rows = await db().selectFrom("password_resets").select("token_hash").execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(reset!.token);
  });

  it("are not issued for unknown or disabled accounts", async () => {
    const adminUser = await registerUser(db(), { email: "admin-r@example.com", fullName: "Admin", password: "old password" });
    const user = await registerUser(db(), { email: "gone@example.com", fullName: "Gone", password: "old password" });
    await updateUserAccess(db(), { actorId: adminUser.id, userId: user.id, status: "disabled" });
    expect(await createPasswordReset(db(), "gone@example.com")).toBeNull();
    expect(await createPasswordReset(db(), "never@example.com")).toBeNull();
  });

  it("spend the user's other outstanding tokens too", async () => {
    await registerUser(db(), { email: "twice@example.com", fullName: "Twice", password: "old password" });
    const first = await createPasswordReset(db(), "twice@example.com");
    const second = await createPasswordReset(db(), "twice@example.com");
    expect(await resetPasswordWithToken(db(), second!.token, "new password")).toBe(true);
    expect(await isResetTokenUsable(db(), first!.token)).toBe(false);
  });
});

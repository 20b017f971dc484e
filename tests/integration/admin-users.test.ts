import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import * as usersPage from "../../app/routes/_app.admin.users.tsx";
import * as statusModal from "../../app/routes/_app.admin.users.$id.status.tsx";
import * as testingPage from "../../app/routes/_app.testing.tsx";
import { findUserBySessionToken } from "../../app/services/auth.server.ts";
import { call, get, postForm, signedInUser } from "../support/routes.ts";

// The first user of this file's fresh database is the admin.
const adminPromise = signedInUser(db(), { email: "chief@example.com", fullName: "Chief Admin" });

describe("/admin/users", () => {
  it("is for admins only", async () => {
    await adminPromise;
    const member = await signedInUser(db());
    expect((await call(usersPage.loader, get("/admin/users", { cookie: member.cookie }))).status).toBe(403);
    expect((await call(usersPage.action, postForm("/admin/users", { userId: member.user.id, role: "admin" }, { cookie: member.cookie }))).status).toBe(403);
  });

  it("searches, sorts and pages on the server", async () => {
    const admin = await adminPromise;
    for (const name of ["Zed Zebra", "Amy Apple", "Mia Mango"]) {
      await signedInUser(db(), { fullName: name, email: `${name.split(" ")[0].toLowerCase()}@fruit.example` });
    }
    const searched = await call(usersPage.loader, get("/admin/users?q=FRUIT.example&sort=full_name&dir=asc", { cookie: admin.cookie }));
    expect(searched.body.users.map((u: { full_name: string }) => u.full_name)).toEqual(["Amy Apple", "Mia Mango", "Zed Zebra"]);
    expect(searched.body.total).toBe(3);

    const paged = await call(usersPage.loader, get("/admin/users?q=fruit&sort=full_name&dir=desc&size=10&page=1", { cookie: admin.cookie }));
    expect(paged.body.users[0].full_name).toBe("Zed Zebra");
    expect(paged.body.users[0]).not.toHaveProperty("password_hash");
  });

  it("lets an admin make a member an admin", async () => {
    const admin = await adminPromise;
    const member = await signedInUser(db());
    const response = await call(usersPage.action, postForm("/admin/users", { userId: member.user.id, role: "admin" }, { cookie: admin.cookie }));
    expect(response.status).toBe(302);
    expect((await findUserBySessionToken(member.token))?.role).toBe("admin");
  });

  it("refuses an admin's change of their own role", async () => {
    const admin = await adminPromise;
    await call(usersPage.action, postForm("/admin/users", { userId: admin.user.id, role: "member" }, { cookie: admin.cookie }));
    expect((await findUserBySessionToken(admin.token))?.role).toBe("admin");
  });

  it("disables a user, which ends their sessions, and enables them again", async () => {
    const admin = await adminPromise;
    const member = await signedInUser(db());
    const disabled = await call(statusModal.action, postForm(`/admin/users/${member.user.id}/status`, {}, { cookie: admin.cookie }), { id: member.user.id });
    expect(disabled.status).toBe(302);
    expect(await findUserBySessionToken(member.token)).toBeUndefined();

    const modal = await call(statusModal.loader, get(`/admin/users/${member.user.id}/status`, { cookie: admin.cookie }), { id: member.user.id });
    expect(modal.body.user.status).toBe("disabled");
    await call(statusModal.action, postForm(`/admin/users/${member.user.id}/status`, {}, { cookie: admin.cookie }), { id: member.user.id });
    const row = await db().selectFrom("users").select("status").where("id", "=", member.user.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("active");
  });

  it("answers 404 for an unknown user id", async () => {
    const admin = await adminPromise;
    const response = await call(statusModal.loader, get("/admin/users/not-a-uuid/status", { cookie: admin.cookie }), { id: "not-a-uuid" });
    expect(response.status).toBe(404);
  });
});

describe("/testing", () => {
  it("tells a member they need admin privileges", async () => {
    await adminPromise;
    const member = await signedInUser(db());
    const response = await call(testingPage.loader, get("/testing", { cookie: member.cookie }));
    expect(response).toMatchObject({ status: 403, body: { allowed: false } });
  });
});

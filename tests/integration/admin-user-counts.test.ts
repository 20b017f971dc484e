import { expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import * as usersPage from "../../app/routes/_app.admin.users.tsx";
import { updateUserAccess } from "../../app/models/users.server.ts";
import { call, get, signedInUser } from "../support/routes.ts";

it("shows how many users there are by role and status", async () => {
  const admin = await signedInUser(db());
  await signedInUser(db());
  const leaver = await signedInUser(db());
  await updateUserAccess(db(), { actorId: admin.user.id, userId: leaver.user.id, status: "disabled" });

  const page = await call(usersPage.loader, get("/admin/users", { cookie: admin.cookie }));
  expect(page.body.counts).toEqual({ total: 3, admins: 1, active: 2, disabled: 1 });
});

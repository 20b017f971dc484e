import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import * as root from "../../app/root.tsx";
import * as appSettings from "../../app/routes/_app.settings.app.tsx";
import * as preferences from "../../app/routes/preferences.tsx";
import { call, cookiesFrom, get, postForm, signedInUser } from "../support/routes.ts";

describe("App Settings", () => {
  it("starts from the spec's defaults and shows version 1.0.0", async () => {
    const { cookie } = await signedInUser(db());
    const page = await call(appSettings.loader, get("/settings/app", { cookie }));
    expect(page.body.preferences).toEqual({ theme: "light", density: "comfortable", defaultDateRange: "7d", sidebarCollapsed: false });
    expect(page.body.version).toBe("1.0.0");
  });

  it("keeps theme, density and date range in a cookie the server renders from", async () => {
    const { cookie } = await signedInUser(db());
    const saved = await call(
      appSettings.action,
      postForm("/settings/app", { intent: "preferences", theme: "dark", density: "compact", defaultDateRange: "30d" }, { cookie }),
    );
    expect(saved.status).toBe(302);
    const after = cookiesFrom(saved.headers, cookie);
    const page = await call(root.loader, get("/", { cookie: after }));
    expect(page.body.preferences).toMatchObject({ theme: "dark", density: "compact", defaultDateRange: "30d" });
    expect(page.body.toasts).toEqual([{ type: "success", title: "Settings saved", description: "Your preferences have been updated." }]);
  });

  it("answers unknown choices with field errors and changes nothing", async () => {
    const { cookie } = await signedInUser(db());
    const refused = await call(
      appSettings.action,
      postForm("/settings/app", { intent: "preferences", theme: "neon", density: "compact", defaultDateRange: "1y" }, { cookie }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.result.error).sort()).toEqual(["defaultDateRange", "theme"]);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it("remembers a collapsed sidebar and returns to the page it was collapsed on", async () => {
    const { cookie } = await signedInUser(db());
    const collapsed = await call(preferences.action, postForm("/preferences", { sidebarCollapsed: "true", redirectTo: "/skus?page=2" }, { cookie }));
    expect(collapsed.headers.get("Location")).toBe("/skus?page=2");
    const page = await call(root.loader, get("/", { cookie: cookiesFrom(collapsed.headers, cookie) }));
    expect(page.body.preferences.sidebarCollapsed).toBe(true);
  });

  it("updates the profile, with a clear error for a taken username", async () => {
    const other = await signedInUser(db());
    const { cookie } = await signedInUser(db());
    const taken = await call(
      appSettings.action,
      postForm("/settings/app", { intent: "profile", fullName: "Renamed", username: other.user.username, email: "renamed@example.com" }, { cookie }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.result.error).toEqual({ username: ["This username is already taken"] });

    const saved = await call(
      appSettings.action,
      postForm("/settings/app", { intent: "profile", fullName: "Renamed", username: "renamed", email: "renamed@example.com" }, { cookie }),
    );
    expect(saved.status).toBe(302);
    const page = await call(appSettings.loader, get("/settings/app", { cookie }));
    expect(page.body.profile).toEqual({ fullName: "Renamed", username: "renamed", email: "renamed@example.com" });
  });
});

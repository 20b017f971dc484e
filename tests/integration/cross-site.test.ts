/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { call, ORIGIN, signedInUser } from "../support/routes.ts";

// Every route that changes something must refuse a request another site's page sent.
const routes = import.meta.glob<{ action?: (args: never) => unknown }>("../../app/routes/*.{ts,tsx}", { eager: true });
// These only redirect or answer 404: nothing to forge.
const harmless = new Set(["../../app/routes/$.tsx", "../../app/routes/api.$.ts"]);
const withActions = Object.entries(routes).filter(([file, module]) => module.action && !harmless.has(file));

describe("cross-site requests", () => {
  it("finds the routes that take actions", () => {
    expect(withActions.length).toBeGreaterThan(10);
  });

  it.each(withActions)("%s refuses a cross-site request", async (file, module) => {
    const { cookie, token, user } = await signedInUser(db());
    const request = new Request(`${ORIGIN}/anything`, {
      method: file.endsWith("api.auth.me.ts") ? "PUT" : "POST",
      body: new URLSearchParams({ intent: "profile", fullName: "Forged", userId: user.id, role: "admin" }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookie,
        Authorization: `Bearer ${token}`,
        "Sec-Fetch-Site": "cross-site",
        Origin: "https://evil.example",
      },
    });
    const response = await call(module.action as never, request, { id: user.id });
    expect(response.status).toBe(403);
  });
});

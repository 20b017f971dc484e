import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import * as appLayout from "../../app/routes/_app.tsx";
import * as login from "../../app/routes/_auth.login.tsx";
import * as register from "../../app/routes/_auth.register.tsx";
import * as logout from "../../app/routes/logout.tsx";
import * as root from "../../app/root.tsx";
import { findUserBySessionToken } from "../../app/services/auth.server.ts";
import { sessionCookie } from "../../app/services/cookies.server.ts";
import { call, cookiesFrom, get, postForm, signedInUser } from "../support/routes.ts";

async function sessionTokenOf(cookie: string) {
  return (await sessionCookie().parse(cookie)) as string;
}

describe("the registration page", () => {
  it("creates the account, signs in with a secure-enough cookie and greets on /", async () => {
    const response = await call(
      register.action,
      postForm("/register", { fullName: "Ada Lovelace", email: "Ada@Example.com", password: "123456", confirmPassword: "123456" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const sessionHeader = response.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(sessionHeader).toMatch(/HttpOnly/i);
    expect(sessionHeader).toMatch(/SameSite=Lax/i);

    const cookie = cookiesFrom(response.headers);
    const user = await findUserBySessionToken(await sessionTokenOf(cookie));
    expect(user).toMatchObject({ email: "ada@example.com", full_name: "Ada Lovelace" });

    const page = await call(root.loader, get("/", { cookie }));
    expect(page.body.toasts).toEqual([{ type: "success", title: "Registration successful", description: "Account created successfully!" }]);
  });

  it("marks the session cookie Secure when reached over https", async () => {
    const request = postForm("/register", { fullName: "Sec Ure", email: "secure@example.com", password: "123456", confirmPassword: "123456" }, {
      headers: { "X-Forwarded-Proto": "https" },
    });
    const response = await call(register.action, request);
    expect(response.headers.getSetCookie().find((c) => c.startsWith("__session="))).toMatch(/Secure/);
  });

  it("puts a taken email's error beside the email field", async () => {
    await signedInUser(db(), { email: "dup@example.com" });
    const response = await call(
      register.action,
      postForm("/register", { fullName: "Dup", email: "dup@example.com", password: "123456", confirmPassword: "123456" }),
    );
    expect(response.status).toBe(409);
    expect(response.body.result.error).toEqual({ email: ["An account with this email already exists"] });
    expect(response.body.toast).toMatchObject({ title: "Registration failed" });
  });
});

describe("the sign-in page", () => {
  it("signs in by username and goes back to the page asked for", async () => {
    const { user } = await signedInUser(db(), { email: "grace@example.com", password: "hopper123" });
    const response = await call(login.action, postForm("/login", { identifier: user.username, password: "hopper123", redirectTo: "/history?status=failed" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/history?status=failed");
  });

  it("never redirects off-site after sign-in", async () => {
    await signedInUser(db(), { email: "offsite@example.com", password: "hopper123" });
    for (const redirectTo of ["//evil.example", "/\\evil.example", "https://evil.example"]) {
      const response = await call(login.action, postForm("/login", { identifier: "offsite@example.com", password: "hopper123", redirectTo }));
      expect(response.headers.get("Location")).toBe("/");
    }
  });

  it("answers a wrong password with 'Invalid credentials' and the 'Login failed' toast", async () => {
    await signedInUser(db(), { email: "wrong@example.com" });
    const response = await call(login.action, postForm("/login", { identifier: "wrong@example.com", password: "nope" }));
    expect(response.status).toBe(401);
    expect(response.body.result.error).toEqual({ "": ["Invalid credentials"] });
    expect(response.body.toast).toEqual({ type: "error", title: "Login failed", description: "Invalid credentials" });
  });

  it("refuses a form posted from another site", async () => {
    await signedInUser(db(), { email: "csrf@example.com", password: "hopper123" });
    const response = await call(
      login.action,
      postForm("/login", { identifier: "csrf@example.com", password: "hopper123" }, { headers: { "Sec-Fetch-Site": "cross-site" } }),
    );
    expect(response.status).toBe(403);
  });

  it("sends a signed-in user to the app", async () => {
    const { cookie } = await signedInUser(db());
    const response = await call(login.loader, get("/login", { cookie }));
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("protected pages", () => {
  it("send a signed-out visitor to sign in, remembering where they were going", async () => {
    const response = await call(appLayout.loader, get("/history?status=failed"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fhistory%3Fstatus%3Dfailed");
  });

  it("stop accepting a session once signed out", async () => {
    const { cookie, token } = await signedInUser(db());
    const out = await call(logout.action, postForm("/logout", {}, { cookie }));
    expect(out.headers.get("Location")).toBe("/login");
    expect(await findUserBySessionToken(token)).toBeUndefined();
    const after = await call(appLayout.loader, get("/", { cookie }));
    expect(after.headers.get("Location")).toBe("/login");
  });
});

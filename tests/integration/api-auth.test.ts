import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import * as apiLogin from "../../app/routes/api.auth.login.ts";
import * as apiLogout from "../../app/routes/api.auth.logout.ts";
import * as apiMe from "../../app/routes/api.auth.me.ts";
import * as apiRegister from "../../app/routes/api.auth.register.ts";
import * as apiRequestReset from "../../app/routes/api.auth.request-password-reset.ts";
import * as apiResetPassword from "../../app/routes/api.auth.reset-password.ts";
import * as apiNotFound from "../../app/routes/api.$.ts";
import { createPasswordReset } from "../../app/models/password-resets.server.ts";
import { bearer, call, get, ORIGIN, sendJson } from "../support/routes.ts";

const USER_FIELDS = ["id", "email", "username", "full_name", "role", "status", "created_at", "last_login", "login_count"].sort();

async function registerViaApi(email: string, password = "secret123") {
  const response = await call(apiRegister.action, sendJson("POST", "/api/auth/register", { email, password, full_name: "Api User" }));
  return response;
}

describe("POST /api/auth/register", () => {
  it("creates the user and answers 201 with an access token and the user", async () => {
    const response = await registerViaApi("api@example.com");
    expect(response.status).toBe(201);
    expect(typeof response.body.access_token).toBe("string");
    expect(Object.keys(response.body.user).sort()).toEqual(USER_FIELDS);
    expect(response.body.user).toMatchObject({ email: "api@example.com", full_name: "Api User", status: "active" });
  });

  it("answers 422 with the field messages for bad input", async () => {
    const response = await call(apiRegister.action, sendJson("POST", "/api/auth/register", { email: "nope", password: "1", full_name: "A" }));
    expect(response.status).toBe(422);
    expect(response.body.error.fields).toMatchObject({
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
      fullName: ["Full name must be at least 2 characters"],
    });
  });

  it("answers 409 for an email already registered", async () => {
    await registerViaApi("twice@example.com");
    const response = await registerViaApi("twice@example.com");
    expect(response.status).toBe(409);
    expect(response.body.error.fields.email).toEqual(["An account with this email already exists"]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await call(apiRegister.action, sendJson("POST", "/api/auth/register", "{not json"));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { message: "The request body must be JSON" } });
  });
});

describe("POST /api/auth/login", () => {
  it("returns { access_token, user } for an email or a username", async () => {
    const { body } = await registerViaApi("login@example.com");
    const byEmail = await call(apiLogin.action, sendJson("POST", "/api/auth/login", { email: "login@example.com", password: "secret123" }));
    const byUsername = await call(apiLogin.action, sendJson("POST", "/api/auth/login", { email: body.user.username, password: "secret123" }));
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user.id).toBe(body.user.id);
    expect(byUsername.body.access_token).not.toBe(byEmail.body.access_token);
  });

  it("answers 401 'Invalid credentials' for a wrong password", async () => {
    await registerViaApi("bad-login@example.com");
    const response = await call(apiLogin.action, sendJson("POST", "/api/auth/login", { email: "bad-login@example.com", password: "nope" }));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { message: "Invalid credentials" } });
  });

  it("answers 429 once the account is locked", async () => {
    await registerViaApi("lock-api@example.com");
    for (let i = 0; i < 5; i++) await call(apiLogin.action, sendJson("POST", "/api/auth/login", { email: "lock-api@example.com", password: "x" }));
    const response = await call(apiLogin.action, sendJson("POST", "/api/auth/login", { email: "lock-api@example.com", password: "secret123" }));
    expect(response.status).toBe(429);
  });
});

describe("/api/auth/me", () => {
  it("answers 401 without a token, with a bad token, and after logout", async () => {
    expect((await call(apiMe.loader, get("/api/auth/me"))).status).toBe(401);
    expect((await call(apiMe.loader, bearer("/api/auth/me", "forged"))).status).toBe(401);

    const { body } = await registerViaApi("me@example.com");
    expect((await call(apiMe.loader, bearer("/api/auth/me", body.access_token))).status).toBe(200);
    expect((await call(apiLogout.action, bearer("/api/auth/logout", body.access_token, "POST"))).status).toBe(204);
    const after = await call(apiMe.loader, bearer("/api/auth/me", body.access_token));
    expect(after).toMatchObject({ status: 401, body: { error: { message: "Not authenticated" } } });
  });

  it("returns the user and updates profile fields", async () => {
    const { body } = await registerViaApi("profile@example.com");
    const me = await call(apiMe.loader, bearer("/api/auth/me", body.access_token));
    expect(me.body.email).toBe("profile@example.com");

    const updated = await call(apiMe.action, sendJson("PUT", "/api/auth/me", { full_name: "New Name", username: "new.name" }, body.access_token));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ full_name: "New Name", username: "new.name" });
  });

  it("changes the password only with the current one", async () => {
    const { body } = await registerViaApi("pw@example.com");
    const token = body.access_token;
    const wrong = await call(apiMe.action, sendJson("PUT", "/api/auth/me", { password: "brand-new", current_password: "nope" }, token));
    expect(wrong.status).toBe(422);
    const missing = await call(apiMe.action, sendJson("PUT", "/api/auth/me", { password: "brand-new" }, token));
    expect(missing.body.error.fields.current_password).toEqual(["Current password is required"]);

    const ok = await call(apiMe.action, sendJson("PUT", "/api/auth/me", { password: "brand-new", current_password: "secret123" }, token));
    expect(ok.status).toBe(200);
    const login = await call(apiLogin.action, sendJson("POST", "/api/auth/login", { email: "pw@example.com", password: "brand-new" }));
    expect(login.status).toBe(200);
  });

  it("refuses a username that someone else has", async () => {
    const first = await registerViaApi("holder@example.com");
    const second = await registerViaApi("wanter@example.com");
    const response = await call(
      apiMe.action,
      sendJson("PUT", "/api/auth/me", { username: first.body.user.username }, second.body.access_token),
    );
    expect(response.status).toBe(409);
  });
});

describe("password reset over the API", () => {
  it("answers the same for known and unknown addresses", async () => {
    await registerViaApi("known@example.com");
    const known = await call(apiRequestReset.action, sendJson("POST", "/api/auth/request-password-reset", { email: "known@example.com" }));
    const unknown = await call(apiRequestReset.action, sendJson("POST", "/api/auth/request-password-reset", { email: "unknown@example.com" }));
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
  });

  it("resets with a valid token once", async () => {
    await registerViaApi("api-reset@example.com");
    const reset = await createPasswordReset(db(), "api-reset@example.com");
    const body = { token: reset!.token, new_password: "reset-pass" };
    expect((await call(apiResetPassword.action, sendJson("POST", "/api/auth/reset-password", body))).status).toBe(200);
    const again = await call(apiResetPassword.action, sendJson("POST", "/api/auth/reset-password", body));
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe("This reset link is invalid or has expired.");
  });
});

describe("unknown API paths", () => {
  it("answer 404 in JSON", async () => {
    const response = await call(apiNotFound.loader, new Request(`${ORIGIN}/api/nope`));
    expect(response).toMatchObject({ status: 404, body: { error: { message: "Not found" } } });
  });
});

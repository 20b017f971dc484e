import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { ADMIN_FILE, type Account } from "./support.ts";

// The first account of a fresh install becomes the administrator: register it
// before any other test registers anyone.
setup("register the administrator", async ({ request }) => {
  const account: Account = {
    fullName: "Ada Admin",
    email: "ada.admin@example.com",
    username: "ada.admin",
    password: "admin-pass-123",
  };
  const response = await request.post("/api/auth/register", {
    data: { email: account.email, password: account.password, full_name: account.fullName },
  });
  expect(response.status()).toBe(201);
  expect((await response.json()).user.role).toBe("admin");
  mkdirSync(path.dirname(ADMIN_FILE), { recursive: true });
  writeFileSync(ADMIN_FILE, JSON.stringify(account));
});

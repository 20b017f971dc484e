import { expect, test } from "@playwright/test";
import { expectToast, newAccount, register, registerViaApi, signIn, signOut, userMenuTrigger } from "./support.ts";

test("registering lands on the dashboard, signed in, with a welcome toast", async ({ page }, testInfo) => {
  const account = newAccount(testInfo, "register");
  await register(page, account);

  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("user-full-name")).toHaveText(account.fullName);
  await expectToast(page, "Registration successful", "Account created successfully!");
});

test("signing out ends at the sign-in page and the app is closed afterwards", async ({ page }, testInfo) => {
  const account = newAccount(testInfo, "signout");
  await register(page, account);
  await expect(userMenuTrigger(page)).toContainText(`User menu for ${account.fullName}`);

  await signOut(page);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();

  await page.goto("/");
  await expect(page).toHaveURL("/login");
  await expect(page.getByTestId("user-full-name")).toHaveCount(0);
});

test("signing in by the username derived from the email", async ({ page }, testInfo) => {
  const account = newAccount(testInfo, "byname");
  await register(page, account);

  // The profile shows the username registration chose.
  await page.goto("/settings/app");
  await expect(page.getByLabel("Username")).toHaveValue(account.username);
  await signOut(page);

  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("user-full-name")).toHaveText(account.fullName);
  await expectToast(page, "Login successful", "Welcome back!");
});

test("signing in by email", async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, "byemail");
  await registerViaApi(request, account);

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("user-full-name")).toHaveText(account.fullName);
  await expectToast(page, "Login successful", "Welcome back!");
});

test("forgot password: the link on the sign-in page leads to a confirmation", async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, "forgot");
  await registerViaApi(request, account);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();

  await page.getByLabel("Email address").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If an account exists for ${account.email}`)).toBeVisible();
});

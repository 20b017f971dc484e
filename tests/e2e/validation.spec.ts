import { expect, test } from "@playwright/test";
import { expectToast, fillRegistration, newAccount, registerViaApi, signIn, waitForPasswordToggle } from "./support.ts";

// With JavaScript conform checks the forms in the browser; without, the server
// answers with the same messages. Either way the user sees them beside the fields.

test.describe("sign-in form", () => {
  test("an empty form names both required fields", async ({ page }) => {
    await page.goto("/login");
    await waitForPasswordToggle(page);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByLabel("Email or Username")).toHaveAccessibleDescription("Email or Username is required");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Password is required");
    await expect(page).toHaveURL("/login");
  });

  test("a wrong password is refused as invalid credentials", async ({ page, request }, testInfo) => {
    const account = newAccount(testInfo, "wrongpw");
    await registerViaApi(request, account);

    await signIn(page, account.email, "not-the-password");
    await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid credentials");
    await expectToast(page, "Login failed", "Invalid credentials");
    await expect(page).toHaveURL("/login");
  });
});

test.describe("registration form", () => {
  test("invalid name, email and password are each explained", async ({ page }) => {
    await page.goto("/register");
    await waitForPasswordToggle(page);
    await fillRegistration(page, { fullName: "A", email: "not-an-email", password: "12345" });
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Full name must be at least 2 characters");
    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Password must be at least 6 characters");
    await expect(page).toHaveURL("/register");
  });

  test("a confirmation that differs is reported on the confirm field", async ({ page }, testInfo) => {
    const account = newAccount(testInfo, "mismatch");
    await page.goto("/register");
    await waitForPasswordToggle(page);
    await fillRegistration(page, account, "something-else");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription("Passwords don't match");
    await expect(page.getByLabel("Password", { exact: true })).not.toHaveAccessibleDescription(/./);
    await expect(page).toHaveURL("/register");
  });

  test("an email that already has an account is refused", async ({ page, request }, testInfo) => {
    const account = newAccount(testInfo, "dupe");
    await registerViaApi(request, account);

    await page.goto("/register");
    await waitForPasswordToggle(page);
    await fillRegistration(page, { ...account, fullName: "Someone Else" });
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription("An account with this email already exists");
    await expectToast(page, "Registration failed", "An account with this email already exists");
    await expect(page).toHaveURL("/register");
    // What the user typed stays, except the passwords.
    await expect(page.getByLabel("Full name")).toHaveValue("Someone Else");
  });
});
